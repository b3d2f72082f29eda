/** Start (or join) the download of a frame's chunk: from the entry for the opened URL, and from the lazy frames. */
export const loadSignedInLayout = () => import('../../components/layouts/signed-in-layout');
export const loadSiteLayout = () => import('../../components/layouts/site-layout');
