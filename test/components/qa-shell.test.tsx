// QaShell's remount after a state import: the app comes back at the restored route only. The router applies
// the import's navigation in a transition, after the remount's own updates; mounting the app before it showed
// the importing tab's page for a moment, and that page could take a restored snapshot meant for the restored
// one (the home page's PDF modal took the brochures page's: the modal opened, then vanished).
import { screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { QaShell } from '../../src/app/QaShell';
import { createStateExport } from '../../src/qa/export';
import { renderWithProviders } from './support/render';

/** Where each mount of the app found itself. */
const mounts: string[] = [];

function MountProbe() {
  const { pathname } = useLocation();
  const [mountedAt] = useState(pathname);
  useEffect(() => {
    mounts.push(mountedAt);
  }, [mountedAt]);
  return <p>Page at {pathname}</p>;
}

const panel = () => screen.getByRole('complementary', { name: 'QA panel' });

it('after an import, the app mounts again at the restored route, never at the route it had', async () => {
  const { store, user } = renderWithProviders(
    <QaShell>
      <MountProbe />
    </QaShell>,
    { route: '/?qa' },
  );
  await screen.findByRole('complementary', { name: 'QA panel' });
  expect(mounts).toEqual(['/']);
  const doc = createStateExport(store.getState(), {
    location: { pathname: '/resources/brochures', search: '', hash: '' },
  });

  const file = new File([JSON.stringify(doc)], 'state.json', { type: 'application/json' });
  await user.upload(within(panel()).getByLabelText('Import state'), file);
  await screen.findByText('Page at /resources/brochures');
  expect(await within(panel()).findByText(/^Imported the state of \/resources\/brochures/)).toBeInTheDocument();
  expect(mounts).toEqual(['/', '/resources/brochures']);
  expect(screen.getByTestId('location')).toHaveTextContent('/resources/brochures');
});
