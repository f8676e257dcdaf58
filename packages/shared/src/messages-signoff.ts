// Ours: the messages of supervisor sign-off by e-mailed link and of the reminders (issue 17),
// MESSAGES.signoff.
import { LIMITS } from './limits';

export const SIGNOFF_MESSAGES = {
  linkGone: 'This link has expired or was already used. Ask the student to send a new one.',
  alreadyApproved: 'This week is already approved.',
  supervisorEmailNotOwn:
    "Enter your supervisor's own e-mail address: it cannot be yours or that of another PT Logbook account.",
  linkApproved: 'This week has already been approved. There is nothing more to do.',
  linkReturned:
    'This week was returned to the student. You will get a new link when they send it again.',
  // Also when the student withdrew it (changed supervisor, or sent it to someone again): the
  // link itself cannot tell which, so the words do not promise a new mail.
  linkReplaced:
    'The student has replaced or withdrawn this link. If the student sent you a newer e-mail from PT Logbook, use the link in it.',
  ownWeek:
    'You are signed in as the student whose week this is. Only the supervisor can approve or return it: send them the link instead.',
  linkExpired: 'This link has expired. Ask the student to send the week again.',
  notSubmitted: 'Submit the week before sending it to your supervisor.',
  noSupervisorEmail: "Add your supervisor's e-mail in your profile first.",
  tooManyRequests: 'You can send this week to your supervisor at most 3 times a day.',
  sent: (email: string) => `Sent to your supervisor (${email}).`,
  messageTooLong: `The message cannot exceed ${LIMITS.SIGNOFF_MESSAGE_MAX} characters`,
  signerRequired: 'Please type your name',
  decisionRequired: 'Choose approve or return',
  commentRequired: 'Please say what the student should change',
  commentTooLong: `The comment cannot exceed ${LIMITS.SIGNOFF_COMMENT_MAX} characters`,
  approved: 'Thank you. The week is approved.',
  returned: 'Thank you. The week was returned to the student with your comment.',
  approvedBy: (name: string, when: string) => `Approved by ${name} on ${when}`,
  approvedElectronically: (name: string, when: string) =>
    `Approved electronically by ${name} on ${when}`,
  // Also request_signoff's answer on the week page: it says where the address is corrected.
  supervisorEmailInvalid: 'Enter a valid supervisor e-mail address in your profile',
  supervisorPhoneInvalid: 'Enter a valid phone number (digits, optionally starting with +)',
  unsubscribed: 'You will no longer receive reminders from PT Logbook.',
} as const;
