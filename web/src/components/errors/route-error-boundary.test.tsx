import { webShellTexts } from '@estatekey/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { RouteErrorBoundary } from './route-error-boundary';

function BrokenPage(): never {
  throw new Error('the page broke');
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/fine">to a working page</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<BrokenPage />} />
          <Route path="/fine" element={<p>A working page</p>} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error screen for a page that fails to render, and the next page once the user navigates', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent(webShellTexts.appError.title);
    expect(consoleError).toHaveBeenCalledWith('Route error', expect.any(Error), expect.any(String));

    await userEvent.setup().click(screen.getByRole('link', { name: 'to a working page' }));
    expect(await screen.findByText('A working page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
