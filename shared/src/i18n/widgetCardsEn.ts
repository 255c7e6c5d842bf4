/**
 * English texts of the widget cards every page may show (kind names, drafts, failures of the logic
 * function, the widget pages): registered with the app's first screen, while the kinds' own texts
 * and the editor's (widgetsEn.ts) load with their chunks. widgetCardsEs.ts has the same keys.
 */
export const widgetCardsEn = {
  'widgets.kind.table': 'Table',
  'widgets.kind.qr': 'QR code',
  'widgets.kind.gallery': 'Gallery',
  'widgets.kind.text': 'Text',
  'widgets.unknownKind': 'This kind of widget ({kind}) is not available.',
  'widgets.badSettings': 'The settings of this widget are not valid: {problem}',
  'widgets.draft': 'Draft',
  'widgets.draftHint': 'Only administrators see this widget until it is marked ready.',
  'widgets.open': 'Open',
  'widgets.openNamed': 'Open {title}',
  'widgets.loading': 'Loading…',
  'widgets.openToSee': 'Open the widget to see its data.',
  'widgets.notFound': 'This widget does not exist or is not available to you.',
  'widgets.place.label': 'Widgets',
  'widgets.mobile.intro': 'The widgets made for your phone.',
  'widgets.mobile.empty': 'There are no widgets for the phone yet.',
  'widgets.kind.chart': 'Chart',
  'widgets.kind.pivot': 'Pivot table',
  'widgets.kind.form': 'Form',
  'widgets.logic.failed': 'The logic function failed ({kind}): {message}',
  'widgets.logic.kind.timeout': 'it took longer than 100 ms',
  'widgets.logic.kind.memory': 'it used more than 32 MB',
  'widgets.logic.kind.syntax': 'syntax error',
  'widgets.logic.kind.runtime': 'error while running',
  'widgets.logic.kind.output': 'its result is not valid JSON for the widget',
  'widgets.logic.line': 'line {line}',
  'widgets.logic.badShape':
    'The logic function must return a list of rows, or a list of lists of rows (one per query).',
  'widgets.edit': 'Edit widget {title}',
  'widgets.kind.pdf': 'PDF export',
  'widgets.kind.pptx': 'PowerPoint presentation',
  'widgets.kind.excelImport': 'Excel import',
  'widgets.kind.automation': 'Automation',
} satisfies Record<`widgets.${string}`, string>;
