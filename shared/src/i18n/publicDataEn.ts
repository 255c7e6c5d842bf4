/** English texts of the public data pages (/publicData), shown to visitors. publicDataEs.ts has the same keys. */
export const publicDataEn = {
  'publicData.title': 'Public data',
  'publicData.subtitle': 'Documents {company} shares with everyone.',
  'publicData.loading': 'Loading…',
  'publicData.empty': 'There are no public documents.',
  'publicData.open': 'Open {name}',
  'publicData.pager.label': 'Pages',
  'publicData.pager.previous': 'Previous',
  'publicData.pager.next': 'Next',
  'publicData.pager.page': 'Page {page} of {pages}',
  'publicData.back': 'All public data',
  'publicData.notFound': 'This document is not public or does not exist.',
  'publicData.photo': 'Photo {number} of {name}',
  'publicData.toData': 'Go to your data',
} satisfies Record<`publicData.${string}`, string>;
