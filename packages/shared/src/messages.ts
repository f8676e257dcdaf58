// Every user-facing message of the product, worded exactly as the spec's validation rules and error
// catalogues give them (spec 1 §5, §8; spec 2 §5, §8), quirks included. Messages marked "ours" are
// not in the spec but are needed by a rule or an API error; they follow the spec's tone.

import { LIMITS } from './limits';
import {
  ACCESS_MESSAGES,
  ACTIVATION_MESSAGES,
  FIRST_NAME_REQUIRED,
  FORGOT_PASSWORD_MESSAGES,
  GENERIC_MESSAGES,
  LAST_NAME_REQUIRED,
  LOGIN_MESSAGES,
  REGISTER_MESSAGES,
  RESET_PASSWORD_MESSAGES,
  SESSION_EXPIRED,
} from './messages-auth';
import { INPUT_MESSAGES } from './messages-input';
import { DAILY_MESSAGES, WEEKLY_MESSAGES } from './messages-logbook';
import { PLACEMENT_MOVE_MESSAGES } from './messages-placement';
import { SIGNOFF_MESSAGES } from './messages-signoff';
import { TOKEN_MESSAGES } from './messages-tokens';

const ADMIN_ACTION_PAST = {
  BAN: 'banned',
  UNBAN: 'unbanned',
  ACTIVATE: 'activated',
  DELETE: 'deleted',
} as const;

export const MESSAGES = {
  login: LOGIN_MESSAGES,
  forgotPassword: FORGOT_PASSWORD_MESSAGES,
  register: {
    ...REGISTER_MESSAGES,
    /**
     * Ours: the demo accounts' addresses (student@ / staff@ptlogbook.test) are never registered:
     * an account there with the published password would stop a production start.
     */
    emailReserved: 'This e-mail address is reserved for the demo accounts.',
  },
  activation: ACTIVATION_MESSAGES,
  daily: DAILY_MESSAGES,
  weekly: WEEKLY_MESSAGES,
  profile: {
    firstNameRequired: FIRST_NAME_REQUIRED,
    lastNameRequired: LAST_NAME_REQUIRED,
    updateFailed: 'Failed to update profile. Please try again.',
    updateTimeout:
      'Profile update timed out. The server is taking too long to respond. Please try again in a few minutes.',
    sessionExpired: SESSION_EXPIRED,
    serverError: 'Server error occurred. Please try again later.',
    invalidData: 'Invalid profile data. Please check your information and try again.',
    updated: 'Profile updated successfully!',
    autoCompleted:
      'Your profile has been automatically completed with your registration information!',
    incomplete: 'Please complete your profile information.',
    updateFailedShort: 'Profile update failed',
    uploadPictureFailed: 'Failed to upload profile picture',
    removePictureFailed: 'Failed to remove profile picture',
    loadFailed: 'Failed to load profile',
    loadCompaniesFailed: 'Failed to load companies',
    createCompanyFailed: 'Failed to create company',
    loadGeneralReportFailed: 'Failed to load general report',
    notFound: 'Profile Not Found',
    loading: 'Loading profile...',
  },
  settings: {
    saveFailed: 'Failed to save settings. Please try again.',
    saved: 'Settings saved successfully!',
  },
  changePassword: {
    /** Ours. */
    currentRequired: 'Current password is required',
    mismatch: 'New passwords do not match!',
    tooShort: `Password must be at least ${LIMITS.PASSWORD_MIN} characters long!`,
    wrongCurrent: 'Failed to change password. Please check your current password.',
    failed: 'Failed to change password. Please try again.',
    success: 'Password changed successfully!',
  },
  resetPassword: RESET_PASSWORD_MESSAGES,
  /**
   * Ours: a staff account's password (create-staff, change password, reset link) is held to a
   * stricter rule than a student's (schemas/auth.ts staffPasswordProblems).
   */
  staffPassword: {
    tooShort: 'A staff password must be at least 10 characters',
    onlySpaces: 'A staff password must not be only spaces',
    tooFewDistinct: 'A staff password must have at least 5 different characters',
  },
  ai: TOKEN_MESSAGES.ai,

  export: {
    failed: 'Export failed',
    pdfEndpointNotFound: 'PDF export endpoint not found. Please contact support.',
    authRequired: 'Authentication required. Please login again.',
    serverError: 'Server error. Please try again later.',
    downloadFailed: 'Download failed',
    noReports: 'No reports available to download. Please complete some weekly reports first.',
    formatFailed: (format: string) =>
      `Failed to download ${format.toUpperCase()} report. Please try again.`,
    allFailed: 'Failed to download reports. Please try again.',
    allSuccess: (format: string) =>
      `All weekly reports downloaded successfully as ${format.toUpperCase()}!`,
    unsupportedFormat: 'Unsupported export format. Please use PDF or DOCX.',
    /** Ours: the general report is announced but does not exist yet (spec 2 §2). */
    generalNotAvailable:
      'The general report is not available yet, so there is nothing to export. It is coming very soon.',
    /** Ours: POST /export/bulk/ with no report ids. */
    bulkEmpty: 'Please select at least one weekly report to export.',
    /** Ours: one document holds the reports of one student. */
    bulkOneStudent: 'All reports in one export must belong to the same student.',
    /** Ours: the web's success toast of a single download. */
    downloaded: (format: string) => `Report downloaded as ${format.toUpperCase()}.`,
    /** Ours: the public verification page (GET /verify/{code}). */
    verifyUnchanged: 'Content unchanged since export',
    verifyModified: 'Content modified since export',
    verifyUnknown: 'No document with this verification code was found.',
  },
  billing: TOKEN_MESSAGES.billing,

  feedback: {
    /** Ours: the spec requires both fields without wording the messages. */
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    failed: 'Failed to submit feedback. Please try again.',
    success: 'Thanks! Your feedback has been submitted.',
    /** Ours: the server's answers. */
    typeInvalid: 'Please choose a feedback type: bug, feature, improvement or other.',
    tooMany: 'You have sent a lot of feedback recently. Please try again in an hour.',
    notFound: 'Feedback not found.',
  },
  workplace: TOKEN_MESSAGES.workplace,
  ledger: TOKEN_MESSAGES.ledger,

  /** Ours: the resources library (spec 2 §7 Resources) and the help examples. */
  resources: {
    fileRequired: 'Please choose a file to upload.',
    fileEmpty: 'Selected file is empty',
    fileTooLarge: `The file is too large. The limit is ${LIMITS.RESOURCE_MAX_BYTES / 1024 / 1024} MB.`,
    fileType: 'Please upload a PDF, Word (.docx), Excel (.xlsx), PNG or JPEG file.',
    titleRequired: 'Title is required',
    titleTooLong: `Title cannot exceed ${LIMITS.RESOURCE_TITLE_MAX} characters`,
    typeInvalid: 'Please choose a type: template, example, guideline or other.',
    departmentInvalid: 'Please choose a department from the list, or all departments.',
    notFound: 'Resource not found.',
    uploaded: 'Resource uploaded.',
    deleted: 'Resource deleted.',
    loadFailed: 'Failed to load resources',
    uploadFailed: 'Failed to upload the resource. Please try again.',
    deleteFailed: 'Failed to delete the resource. Please try again.',
    deleteConfirm: 'Delete this resource? Students will no longer see it.',
    downloadFailed: 'Download failed',
    exampleFailed: 'Failed to download the example. Please try again.',
  },

  /** Ours: the staff settings screen (payment numbers, support WhatsApp). */
  siteSettings: {
    paymentNumberInvalid:
      'Write each payment number as the provider then a Tanzanian number, e.g. M-Pesa 0754 111 222',
    onePerLine:
      'One number per line: put each provider and its number on a line of its own, e.g. M-Pesa 0754 111 222',
    tooManyNumbers: `At most ${LIMITS.PAYMENT_NUMBERS_MAX} payment numbers`,
    numberTwice: 'This number is listed twice: keep one line for it',
    whatsappInvalid: 'Enter a Tanzanian WhatsApp number such as +255754111222, or leave it empty',
    saved: 'Payment and support settings saved.',
    saveFailed: 'Failed to save the settings. Please try again.',
    paymentsNotSetUp:
      'Staff have not added a payment number yet, so tokens cannot be bought for now. Please check again later or contact support.',
  },
  admin: {
    dashboardFailed: 'Failed to load admin dashboard data',
    usersFailed: 'Failed to load users. Please try again.',
    tokenSummaryFailed: 'Failed to load token summary',
    exportUsersFailed: 'Failed to export users. Please try again.',
    actionFailed: (action: string) => `Failed to ${action} users`,
    analyticsFailed: 'Failed to load analytics data',
    balanceUnavailable: (userId: number | string) =>
      `User ${userId} balance not available. Please refresh the token summary.`,
    noUsersToExport: 'No users to export',
    selectUsersFirst: 'Please select users first',
    /** Ours: a bulk action over more users than one request takes. */
    tooManyUsers: `You can act on at most ${LIMITS.ADMIN_BULK_USERS_MAX} users at once.`,
    deleteSecondConfirm: 'This action cannot be undone. Are you sure?',
    recentActivityFailed: 'Failed to load recent activity',
    activityFailedTitle: 'Failed to Load Activity',
    loadingActivity: 'Loading recent activity...',
    noRecentRegistrations: 'No recent user registrations',
    noRecentAiUsage: 'No recent AI usage',
    noRecentActions: 'No recent admin actions',
    noRecentReports: 'No recent reports',
    verifyingAccess: 'Verifying access...',
    /** Ours: a bulk action's success answer ('3 user(s) banned.'). */
    actionDone: (action: 'BAN' | 'UNBAN' | 'ACTIVATE' | 'DELETE', n: number) =>
      `${n} user(s) ${ADMIN_ACTION_PAST[action]}.`,
    /** Ours: the missing ids, joined by the caller ('4, 9'); a string, so the web's table can translate it. */
    usersNotFound: (ids: string) => `No user with id ${ids}.`,
    /** Ours. */
    userNotFound: 'User not found.',
    /** Ours. */
    cannotActOnSelf: 'You cannot ban or delete your own account.',
    /** Ours: any bulk action on a staff account (its operator runs disable-staff / enable-staff). */
    cannotActOnStaff:
      'Staff accounts cannot be banned, unbanned, activated or deleted here: the server operator changes them from the command line.',
    /** Ours. */
    recordNotFound: 'Record not found.',
    /** Ours: PUT /calendar/ with a date that is not a Monday. */
    placementStartNotMonday: 'The placement must start on a Monday.',
    /** Ours: PUT /calendar/ with a date too far from today (LIMITS.PLACEMENT_START_MAX_YEARS_AWAY). */
    placementStartOutOfRange: `The placement must start within ${LIMITS.PLACEMENT_START_MAX_YEARS_AWAY} years of today.`,
    /** Ours: what a deleted account's name reads in logs and lists. */
    deletedUser: 'Deleted user',
    /** Ours: GET users/ with an `ordering` it does not know. */
    orderingInvalid:
      'Sort by name, date_joined, last_entry or weeks (with a leading - for the reverse).',
    /** Ours: GET users/ with `no_entry_days` outside 1 to LIMITS.ADMIN_NO_ENTRY_DAYS_MAX. */
    noEntryDaysInvalid: `Choose a number of days from 1 to ${LIMITS.ADMIN_NO_ENTRY_DAYS_MAX}.`,
  },
  email: {
    subjectAndMessageRequired: 'Subject and message are required',
    subjectTooShort: `Subject must be at least ${LIMITS.EMAIL_SUBJECT_MIN} characters long`,
    messageTooShort: `Message must be at least ${LIMITS.EMAIL_MESSAGE_MIN} characters long`,
    subjectAndMessageEmpty: 'Subject and message cannot be empty',
    /** Ours. */
    subjectTooLong: `Subject cannot exceed ${LIMITS.SUBJECT_MAX} characters`,
    /** Ours. */
    messageTooLong: `Message cannot exceed ${LIMITS.MESSAGE_MAX} characters`,
    fileRequired: 'Please select an Excel .xlsx file',
    invalidFileType: 'Invalid file type. Please upload an .xlsx file',
    fileEmpty: 'Selected file is empty',
    notConfirmed: 'Backend did not confirm success',
    sendAllFailed: 'Failed to send emails to all users',
    sendExcelFailed: 'Failed to send emails from Excel',
    sendingAll: 'Emails are being sent to all users',
    /** Ours: a send to the students (all, or those of a phase, college or program), not everyone. */
    sendingStudents: (count: number) => `Emails are being sent to the students chosen (${count})`,
    sendingExcel: 'Emails are being sent to uploaded recipients',
    /** Ours: the server's checks of the uploaded spreadsheet. */
    fileTooLarge: `The file is too large. The limit is ${LIMITS.EMAIL_SHEET_MAX_BYTES / 1024 / 1024} MB.`,
    fileNotXlsx: 'The file is not a valid Excel .xlsx workbook',
    fileTooBig: 'The workbook is too large to read. Please upload a smaller sheet.',
    tooManyRows: `The sheet has more than ${LIMITS.EMAIL_SHEET_MAX_ROWS} rows. Please split it into smaller files.`,
    headerMissing: "The first row needs an 'Email' header in column A",
    noValidAddresses: 'No valid e-mail address found in the sheet',
    /** Ours: a sheet whose every valid address is a banned or deleted account's (nothing sent). */
    onlyInactiveAccounts:
      'Every address in the sheet belongs to a banned or deleted account: no e-mail was sent.',
    campaignNotFound: 'E-mail campaign not found.',
    /** Ours: a subject or message holding a bidi override (rules/control-characters.ts). */
    directionControls:
      'Subject and message cannot contain hidden text-direction characters (such as U+202E).',
    /**
     * Ours: the same broadcast again within the server's window (409); `minutes` is
     * LIMITS.BROADCAST_REPEAT_WINDOW_MINUTES, a value of the message so both languages show it.
     */
    repeatedBroadcast: (sentAt: string, minutes: number) =>
      `The same broadcast (subject, message and recipients) already went out at ${sentAt}. It can be sent again ${minutes} minutes after that.`,
    /** Ours: a staff member's broadcasts per hour (BROADCAST_RATE_LIMIT_MAX, 429). */
    tooManyBroadcasts: (max: number) =>
      `You can send at most ${max} broadcasts an hour. Please try again later.`,
    /** Ours: a PT phase, college or program asked for with the audience 'everyone'. */
    audienceFiltersNeedStudents:
      'PT phase, college and program choose among students: choose the audience "All students" to use them.',
    /** Ours: a program asked for with a college it does not belong to. */
    programNotInCollege: 'The chosen program is not in the chosen college.',
    /** Ours: a broadcast whose audience has nobody in it (nothing is queued). */
    noRecipients: 'Nobody matches this audience: no e-mail was sent.',
  },
  access: ACCESS_MESSAGES,
  /** Ours: answers of the account API that the spec does not word. */
  account: {
    sessionExpired: 'Your session has expired. Please login again.',
    loggedOut: 'Logged out successfully.',
    otherDevicesLoggedOut: 'Logged out of all other devices.',
    codeSent: 'If an account with this email exists, a verification code has been sent.',
    alreadyVerified: 'This email address is already verified.',
    /** A right password-reset code (verify-email-otp): a new password is next. */
    resetCodeAccepted: 'Code accepted. You can now choose a new password.',
    resendTooSoon: 'Please wait a minute before requesting another code.',
    tooManyCodes: 'Too many codes requested. Please try again in an hour.',
    pictureType: 'Please upload a JPEG, PNG or WebP image.',
    pictureTooLarge: 'The picture must be 2 MB or smaller.',
    pictureMissing: 'Please choose a picture to upload.',
    companyNotFound: 'Company not found.',
  },
  /** Ours: supervisor sign-off by e-mailed link and the reminders (issue 17). */
  signoff: SIGNOFF_MESSAGES,
  placementMove: PLACEMENT_MOVE_MESSAGES,
  // The sign-in screen imports GENERIC_MESSAGES itself; what only forms after it and the API
  // need is added here, so its first load does not carry them.
  generic: {
    ...GENERIC_MESSAGES,
    nameCharacters: 'Names cannot contain line breaks, tabs or hidden text-direction characters.',
    /** Ours: a one-line field (a student ID) with a line break, tab or bidi override. */
    oneLine:
      'Keep this on one line, without line breaks, tabs or hidden text-direction characters.',
    /** Ours: an id no database row can have (above PostgreSQL's integer range). */
    invalidId: 'This id is not valid.',
    /** Ours: a body nested deeper than the server checks (lib/control-character-fields.ts). */
    nestedTooDeep: 'This value is nested too deeply.',
    dateInvalid: 'Enter a real date as YYYY-MM-DD.',
    dateOutOfRange: `The date must fall in the years ${LIMITS.DATE_YEAR_MIN} to ${LIMITS.DATE_YEAR_MAX}.`,
  },
  input: INPUT_MESSAGES,
} as const;
