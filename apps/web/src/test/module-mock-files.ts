/**
 * The web test files that replace a module with `vi.mock`, relative to apps/web. The rest of the
 * web project shares one module graph (vitest.config.ts, `isolate: false`), where a mock would
 * come too late for a module an earlier file already loaded; these files run isolated.
 * module-mock-files.test.ts fails when a file that mocks is missing here.
 */
export const WEB_TEST_FILES_WITH_MODULE_MOCKS = [
  'src/features/admin/components/PlacementStartCard.test.tsx',
  'src/features/staff-billing/components/CreateTransactionDialog.test.tsx',
  'src/features/staff-billing/components/ReverseApprovalDialog.test.tsx',
  'src/features/staff-billing/pages/BillingDashboardAccountState.test.tsx',
  'src/features/staff-billing/pages/BillingDashboardPage.test.tsx',
  'src/features/staff-billing/pages/BillingDashboardReads.test.tsx',
  'src/features/staff-billing/pages/BillingDashboardRejectedBefore.test.tsx',
  'src/features/staff-billing/pages/BillingDashboardTransactionId.test.tsx',
  'src/lib/early-data.test.ts',
];
