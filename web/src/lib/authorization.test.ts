import { authTexts, paths } from '@estatekey/domain';
import { describe, expect, it } from 'vitest';

import { sessionLoading, signedInAs, signedOut } from '../test/sessions';
import { decideRouteAccess } from './authorization';

describe('decideRouteAccess', () => {
  it('renders public pages whatever the session', () => {
    for (const session of [sessionLoading, signedOut, signedInAs('Agent')]) {
      expect(decideRouteAccess(session, '/')).toEqual({ kind: 'render' });
      expect(decideRouteAccess(session, '/subscription/success')).toEqual({ kind: 'render' });
      expect(decideRouteAccess(session, '/no/such/page')).toEqual({ kind: 'render' });
    }
  });

  it('waits while Firebase Auth restores the session on any other page', () => {
    expect(decideRouteAccess(sessionLoading, '/home')).toEqual({ kind: 'wait' });
    expect(decideRouteAccess(sessionLoading, '/user/u1/verify/t1')).toEqual({ kind: 'wait' });
    expect(decideRouteAccess(sessionLoading, '/documents')).toEqual({ kind: 'wait' });
  });

  it('shows the (prerendered) login form while the session is restored', () => {
    expect(decideRouteAccess(sessionLoading, '/login')).toEqual({ kind: 'render' });
  });

  it('sends signed-out visitors of signed-in and role pages to /login', () => {
    expect(decideRouteAccess(signedOut, '/home')).toEqual({ kind: 'redirect', to: paths.login });
    expect(decideRouteAccess(signedOut, '/attorney/cases/abc')).toEqual({ kind: 'redirect', to: paths.login });
    expect(decideRouteAccess(signedOut, '/schedule-showing')).toEqual({ kind: 'redirect', to: paths.login });
  });

  it('sends a role that is not allowed to /home and lets allowed roles in', () => {
    expect(decideRouteAccess(signedInAs('Agent'), '/documents')).toEqual({ kind: 'redirect', to: paths.home });
    expect(decideRouteAccess(signedInAs('Executor'), '/documents')).toEqual({ kind: 'render' });
    expect(decideRouteAccess(signedInAs('Attorney'), '/agent-documents')).toEqual({ kind: 'redirect', to: paths.home });
    expect(decideRouteAccess(signedInAs('Agent'), '/agent-documents')).toEqual({ kind: 'render' });
  });

  it('sends a non-attorney from an attorney-only page to /home with the toast that says why', () => {
    for (const role of ['Guardian', 'Executor', 'Agent'] as const) {
      expect(decideRouteAccess(signedInAs(role), '/attorney/dashboard')).toEqual({
        kind: 'redirect',
        to: paths.home,
        toast: authTexts.notAttorney,
      });
    }
    expect(decideRouteAccess(signedInAs('Guardian'), '/upload-court-documents')).toMatchObject({
      toast: authTexts.notAttorney,
    });
    expect(decideRouteAccess(signedInAs('Admin'), '/attorney/cases/c1')).toEqual({ kind: 'render' });
  });

  it('keeps signed-in users off the guest pages', () => {
    expect(decideRouteAccess(signedInAs('Admin'), '/login')).toEqual({ kind: 'redirect', to: paths.home });
    expect(decideRouteAccess(signedInAs('Admin'), '/user/u1/verify/t1')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideRouteAccess(signedOut, '/login')).toEqual({ kind: 'render' });
  });

  it('treats a signed-in user without a role claim as allowed on no role-restricted page', () => {
    const noRole = signedInAs(null);
    expect(decideRouteAccess(noRole, '/home')).toEqual({ kind: 'render' });
    expect(decideRouteAccess(noRole, '/documents')).toEqual({ kind: 'redirect', to: paths.home });
    expect(decideRouteAccess(noRole, '/manage-clients')).toEqual({ kind: 'redirect', to: paths.home });
    expect(decideRouteAccess(noRole, '/login')).toEqual({ kind: 'redirect', to: paths.home });
  });
});
