/** English texts of the mails the server sends (password reset code). Same keys in mailEs.ts. */
export const mailEn = {
  'mail.resetCode.subject': 'Your {company} password reset code: {code}',
  'mail.resetCode.text':
    'Your code to choose a new {company} password is {code}.\n\nIt is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this mail: your password does not change.',
  'mail.resetByStaff.subject': 'Choose a new {company} password',
  'mail.resetByStaff.text':
    'Your {company} administrator asked for you to choose a new password.\n\nOpen this link to choose it: {link}\n\nOr use the code {code} on the forgotten password page. It is valid for {minutes} minutes and can be used once. Until you choose a new one, your current password keeps working.',
} satisfies Record<`mail.${string}`, string>;
