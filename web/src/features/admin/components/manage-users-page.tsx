import {
  adminTexts,
  adminRoutes,
  type AdminUser,
  formatShortUsDate,
  fullName,
  type Role,
  ROLE_LABELS,
  ROLES,
} from '@estatekey/domain';
import { Suspense, useState } from 'react';

import { labelledOptions } from '../../../components/form';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useChangeUserRole } from '../api/use-change-user-role';
import { useResendVerification } from '../api/use-resend-verification';
import { useSetUserDisabled } from '../api/use-set-user-disabled';
import { useAdminList } from '../api/use-admin-list';
import { useDebouncedValue } from '../api/use-debounced-value';
import { AdminList, AdminPageShell } from './admin-list';
import { documentId, type AdminColumn, type RowActions } from './admin-list-model';
import { FilterSelect, SearchField } from './filter-select';

const text = adminTexts.users;

// The dialog and its form library load when the menu item that opens it is reached, not with the list.
const changeRoleDialog = preloadableLazy(() =>
  import('./change-role-dialog').then((module) => module.ChangeRoleDialog),
);

const yesNo = (value: boolean) => (value ? text.yes : text.no);

const USER_COLUMNS: readonly AdminColumn<AdminUser>[] = [
  { field: 'name', header: text.columns.name, width: { flex: 1, minWidth: 150 }, text: fullName },
  { field: 'email', header: text.columns.email, width: { flex: 1.2, minWidth: 200 }, text: (user) => user.email },
  { field: 'role', header: text.columns.role, width: 150, text: (user) => ROLE_LABELS[user.role] },
  { field: 'emailVerified', header: text.columns.verified, width: 95, text: (user) => yesNo(user.emailVerified) },
  {
    field: 'onboardingCompleted',
    header: text.columns.onboarding,
    width: 110,
    text: (user) => (user.onboardingCompleted ? text.onboardingDone : text.onboardingOpen),
  },
  {
    field: 'disabled',
    header: text.columns.status,
    width: 100,
    text: (user) => (user.disabled ? text.disabledStatus : text.active),
  },
  { field: 'createdAt', header: text.columns.created, width: 120, text: (user) => formatShortUsDate(user.createdAt) },
];

/** /manage-clients: every user, newest first, a server page at a time; role changes, disabling, mails. */
export function ManageUsersPage() {
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim());
  const list = useAdminList(adminRoutes.adminUsers, { role, query }, text.loadFailed);
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);

  const setDisabled = useSetUserDisabled(list.reload);
  const resendVerification = useResendVerification(list.reload);
  const changeRole = useChangeUserRole(list.reload);

  const actions: RowActions<AdminUser> = {
    kind: 'menu',
    header: text.columns.actions,
    of: (user) => [
      {
        key: 'role',
        label: text.changeRole,
        onClick: () => setChangingRole(user),
        intent: changeRoleDialog.preloadOnIntent,
      },
      {
        key: 'disabled',
        label: user.disabled ? text.enable : text.disable,
        onClick: () => void setDisabled.mutate({ params: { id: user._id }, body: { disabled: !user.disabled } }),
      },
      ...(user.emailVerified
        ? []
        : [
            {
              key: 'verify',
              label: text.resendVerification,
              onClick: () => void resendVerification.mutate({ params: { id: user._id } }),
            },
          ]),
    ],
  };

  return (
    <AdminPageShell
      title={text.title}
      error={list.error}
      filters={
        <>
          <FilterSelect
            label={text.roleFilter}
            allLabel={text.allRoles}
            value={role}
            options={labelledOptions(ROLES, ROLE_LABELS)}
            onChange={setRole}
          />
          <SearchField label={text.search} value={search} onChange={setSearch} />
        </>
      }
    >
      <AdminList
        label={text.gridLabel}
        rows={list.page?.users ?? []}
        rowId={documentId}
        columns={USER_COLUMNS}
        actions={actions}
        {...list.grid}
      />
      <Suspense fallback={null}>
        {changingRole && (
          <changeRoleDialog.Component
            user={changingRole}
            onClose={() => setChangingRole(null)}
            onConfirm={async (newRole) => {
              await changeRole.mutate({ params: { id: changingRole._id }, body: { role: newRole } });
              setChangingRole(null);
            }}
          />
        )}
      </Suspense>
    </AdminPageShell>
  );
}
