import { NotFoundView } from '../../../components/errors/not-found-view';

/** The catch-all route '*'. */
export function NotFoundPage() {
  return <NotFoundView />;
}
