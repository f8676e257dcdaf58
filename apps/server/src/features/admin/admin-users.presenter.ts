import type { TAdminPagination, TAdminUser, TUserAction } from '@ptlog/shared';
import { studentNameOf } from '../accounts/accounts.presenter';
import type { TUserActionListRow } from './admin-actions.repository';
import type { TAdminUserRow } from './admin-users.repository';

/** The admin user record (spec 2 §3); `profile` is null for accounts without one. */
export function toAdminUser(row: TAdminUserRow): TAdminUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    username: row.username,
    email: row.email,
    is_staff: row.isStaff,
    is_active: row.isActive,
    email_verified: row.emailVerified,
    date_joined: row.dateJoined.toISOString(),
    last_login: row.lastLogin?.toISOString() ?? null,
    last_entry: row.lastEntry,
    profile: row.hasProfile
      ? {
          program: row.program,
          year_of_study: row.yearOfStudy,
          pt_phase: row.ptPhase,
          department: row.department ?? '',
          phone_number: row.phoneNumber,
          company_name: row.companyName,
          company_region: row.companyRegion,
          student_id: row.studentId ?? '',
          profile_picture: row.profilePicture,
        }
      : null,
  };
}

export function adminPagination(total: number, page: number, pageSize: number): TAdminPagination {
  const pages = Math.ceil(total / pageSize);
  return {
    page,
    pages,
    has_next: page < pages,
    has_previous: page > 1,
    total_count: total,
  };
}

export function toUserAction(row: TUserActionListRow): TUserAction {
  return {
    id: row.id,
    admin_user:
      row.adminFirstName === null
        ? ''
        : studentNameOf({ firstName: row.adminFirstName, lastName: row.adminLastName ?? '' }),
    admin_user_id: row.adminUserId,
    target_user: studentNameOf({
      firstName: row.targetFirstName,
      lastName: row.targetLastName,
    }),
    target_user_id: row.targetUserId,
    action: row.action,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
  };
}
