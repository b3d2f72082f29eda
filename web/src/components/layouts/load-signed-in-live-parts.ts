/** Starts (or joins) the download of the signed-in frame's live parts: the Firestore SDK and their hooks. */
export const loadSignedInLiveParts = () => import('./signed-in-live-parts');
