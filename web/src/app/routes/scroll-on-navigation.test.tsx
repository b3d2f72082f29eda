import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { useScrollOnNavigation } from './scroll-on-navigation';

function Frame() {
  useScrollOnNavigation();
  const navigate = useNavigate();
  return (
    <>
      <Link to="/next">next page</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <Routes>
        <Route path="/first" element={<p>First</p>} />
        <Route path="/next" element={<p>Next</p>} />
      </Routes>
    </>
  );
}

describe('useScrollOnNavigation', () => {
  it('opens a new page at its top and leaves back navigation to the browser', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/first']}>
        <Frame />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'next page' }));
    expect(await screen.findByText('Next')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
