/**
 * English texts of the people screens and the profile added by issue 12 point 6: named levels,
 * the Rol picker, passwords started by staff, photos, the profile's own details and the
 * language picker. Keys start with 'people.'; peopleEs.ts has the same keys.
 */
export const peopleEn = {
  'people.level.client': 'Client',
  'people.level.employee': 'Employee',
  'people.level.coordinator': 'Coordinator',
  'people.level.manager': 'Manager',
  'people.level.admin': 'Administrator',
  'people.level.label': 'Access level',
  'people.level.hint.admin': 'Never above your own level.',
  'people.level.hint.staff':
    'Only an administrator changes staff levels; you can make this person a client or staff.',
  'people.level.unknown': 'No account',
  'people.level.client.means': 'Sees only what is theirs; listed under Clients.',
  'people.level.employee.means': 'Team member: sees and edits the team’s data.',
  'people.level.coordinator.means': 'Also sees the people list (level 10).',
  'people.level.manager.means': 'Also manages the team below them (level 50).',
  'people.level.admin.means': 'Everything, including company settings (level 100).',

  'people.rol.label': 'Role',
  'people.rol.other': 'Another team role…',
  'people.rol.new': 'New team role',
  'people.rol.newHint': 'A team role: this person stays in the team, not among clients.',
  'people.rol.notTeam':
    '“Cliente” is not a team role: choose Cliente in the list to make this person a client.',
  'people.rol.toClient': 'Becomes a client: listed under Clients, sees and edits only what is theirs.',
  'people.rol.toTeam': 'Joins the team: listed under Team, sees and edits the team’s data.',

  'people.photo.label': 'Photo',
  'people.photo.choose': 'Upload a photo',
  'people.photo.change': 'Change photo',
  'people.photo.remove': 'Remove photo',
  'people.photo.afterCreate': 'You can add a photo once the contact is created.',

  'people.password.title': 'Password',
  'people.password.text':
    'Set a temporary password (they must change it when they next sign in) or mail them a link to choose one.',
  'people.password.temporary': 'Set a temporary password',
  'people.password.temporaryTitle': 'Temporary password for {name}',
  'people.password.temporaryText':
    'Tell them this password. When they sign in they must choose their own; until then every open session of theirs is closed.',
  'people.password.temporarySave': 'Set password',
  'people.password.temporarySaving': 'Setting…',
  'people.password.temporaryDone': 'Temporary password set: they must change it when they next sign in',
  'people.password.mail': 'Mail a reset link',
  'people.password.mailSending': 'Sending…',
  'people.password.mailDone': 'Mail sent to {email}',
  'people.password.noAccount': 'This contact has no account: there is no password to set.',
  'people.password.disabled': 'This account is disabled: enable it first.',
  'people.password.notYours': 'Only people above this person’s level may reset their password.',

  'people.profile.details': 'Your details',
  'people.profile.save': 'Save details',
  'people.profile.saving': 'Saving…',
  'people.profile.saved': 'Details saved',
  'people.profile.photoSaved': 'Photo saved',
  'people.profile.noContact': 'Your account has no contact in the agenda, so there are no details to edit.',

  'people.language.label': 'Language',
  'people.language.option': '{code} · {name}',
} satisfies Record<`people.${string}`, string>;
