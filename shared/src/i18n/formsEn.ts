/** Form widget targets beyond create and journal, the builder's preview and link, and public forms (issue 13). */
export const formsEn = {
  'widgets.form.target.update': 'Updates the document on screen',
  'widgets.form.cannot.no_document':
    'This form updates the document on screen: open it on a project or a journal.',
  'widgets.form.cannot.no_update': 'This document cannot be found, or you may not edit it.',
  'widgets.form.nothingChanged': 'Nothing has changed.',
  'widgets.form.openCreated': 'Open what was created',
  'widgets.form.preview': 'Preview',
  'widgets.form.previewHint': 'As people will see it. Nothing is sent from here.',
  'widgets.form.publicLink': 'Public link',
  'widgets.form.publicLinkHint': 'Anyone with this link can send the form without signing in.',
  'widgets.form.publicLinkNew': 'New link (the old one stops working)',
  'widgets.form.publicLinkPlace':
    'To publish this form, set its place to Public and its target to creating a document.',
  'widgets.form.dragHandle': 'Drag to move {name}',
  'publicForm.closed': 'This form is closed or does not exist.',
  'publicForm.closedHint': 'Check the link with whoever sent it to you.',
  'publicForm.honeypot': 'Leave this field empty',
  'publicForm.loading': 'Loading the form…',
} as const satisfies Record<string, string>;
