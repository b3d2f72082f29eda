// Logging out revokes the session on the server first (useSignOut), which writes the profile's revocation time; the
// profile listener hears of it before the logout has left the page. While a logout runs, EndRevokedSession leaves the
// sign-out to it, so the user lands where the logout sends them, with its own message.
let activeSignOuts = 0;

/** Marks a logout as running. Returns the release function. */
export function holdSignOut(): () => void {
  activeSignOuts += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    activeSignOuts -= 1;
  };
}

/** True while a logout of this tab runs. */
export function signOutInProgress(): boolean {
  return activeSignOuts > 0;
}
