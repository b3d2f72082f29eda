import { GridActionsCellItem, type GridActionsCellItemProps, type GridColDef } from '@mui/x-data-grid';
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
import { Suspense, useState, type ReactElement } from 'react';

import { labelledOptions } from '../../../components/form';
import { preloadableLazy } from '../../../lib/preloadable-lazy';
import { useChangeUserRole } from '../api/use-change-user-role';
import { useResendVerification } from '../api/use-resend-verification';
import { useSetUserDisabled } from '../api/use-set-user-disabled';
import { useAdminList } from '../api/use-admin-list';
import { useDebouncedValue } from '../api/use-debounced-value';
import { AdminGrid, AdminPageShell } from './admin-grid';
import { FilterSelect, SearchField } from './filter-select';

const text = adminTexts.users;

// The dialog and its form library load when the menu item that opens it is reached, not with the list.
const changeRoleDialog = preloadableLazy(() =>
  import('./change-role-dialog').then((module) => module.ChangeRoleDialog),
);

function userColumns(actions: (user: AdminUser) => ReactElement<GridActionsCellItemProps>[]): GridColDef<AdminUser>[] {
  const yesNo = (value: boolean) => (value ? text.yes : text.no);
  return [
    {
      field: 'name',
      headerName: text.columns.name,
      flex: 1,
      minWidth: 150,
      sortable: false,
      valueGetter: (_v, row) => fullName(row),
    },
    { field: 'email', headerName: text.columns.email, flex: 1.2, minWidth: 200, sortable: false },
    {
      field: 'role',
      headerName: text.columns.role,
      width: 150,
      sortable: false,
      valueFormatter: (value: Role) => ROLE_LABELS[value],
    },
    { field: 'emailVerified', headerName: text.columns.verified, width: 95, sortable: false, valueFormatter: yesNo },
    {
      field: 'onboardingCompleted',
      headerName: text.columns.onboarding,
      width: 110,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? text.onboardingDone : text.onboardingOpen),
    },
    {
      field: 'disabled',
      headerName: text.columns.status,
      width: 100,
      sortable: false,
      valueFormatter: (value: boolean) => (value ? text.disabledStatus : text.active),
    },
    {
      field: 'createdAt',
      headerName: text.columns.created,
      width: 120,
      sortable: false,
      valueFormatter: (value: Date) => formatShortUsDate(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: text.columns.actions,
      width: 90,
      getActions: (params) => actions(params.row),
    },
  ];
}

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

  const actionsFor = (user: AdminUser): ReactElement<GridActionsCellItemProps>[] => [
    <GridActionsCellItem
      key="role"
      label={text.changeRole}
      showInMenu
      onClick={() => setChangingRole(user)}
      {...changeRoleDialog.preloadOnIntent}
    />,
    <GridActionsCellItem
      key="disabled"
      label={user.disabled ? text.enable : text.disable}
      showInMenu
      onClick={() => void setDisabled.mutate({ params: { id: user._id }, body: { disabled: !user.disabled } })}
    />,
    ...(user.emailVerified
      ? []
      : [
          <GridActionsCellItem
            key="verify"
            label={text.resendVerification}
            showInMenu
            onClick={() => void resendVerification.mutate({ params: { id: user._id } })}
          />,
        ]),
  ];

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
      <AdminGrid
        label={text.gridLabel}
        rows={list.page?.users ?? []}
        getRowId={(user) => user._id}
        columns={userColumns(actionsFor)}
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
