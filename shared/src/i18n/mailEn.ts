/** English texts of the mails the server sends (password reset code). Same keys in mailEs.ts. */
export const mailEn = {
  'mail.resetCode.subject': 'Your {company} password reset code: {code}',
  'mail.resetCode.text':
    'Your code to choose a new {company} password is {code}.\n\nIt is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this mail: your password does not change.',
} satisfies Record<`mail.${string}`, string>;
