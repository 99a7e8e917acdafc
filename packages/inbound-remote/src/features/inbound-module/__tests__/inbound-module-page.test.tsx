import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@aide/shared-auth/testing';
import { InboundModulePage } from '../components/inbound-module-page';

function ShowLocation() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderAt(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/inbound-module" element={<InboundModulePage />} />
      </Routes>
      <ShowLocation />
    </>,
    { route: path },
  );
}

describe('InboundModulePage', () => {
  it.each(['/inbound-module', '/inbound-module?tab=unknown'])(
    'opens Purchase Orders from %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByLabelText('location')).toHaveTextContent(
        '/inbound-module?tab=purchase-orders',
      );
    },
  );

  it('keeps the reconciliation tab in the address', async () => {
    renderAt('/inbound-module?tab=reconciliation');
    expect(await screen.findByLabelText('location')).toHaveTextContent('/inbound-module?tab=reconciliation');
  });
});
