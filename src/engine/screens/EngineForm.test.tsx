import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { species } from '../../features/species/definition';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_PREFIX } from '../../shared/apiPaths';
import { portalI18nProvider } from '../../client/i18n/portalI18nProvider';
import { withResourceRoutes } from './dataProvider';
import { EngineCreate } from './EngineForm';

const created: unknown[] = [];
const server = setupServer(
  http.post('*/api/species', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    created.push(body);
    return HttpResponse.json(
      { ...body, id: '5b0f7a43-6b7e-4b0c-9d43-2d6d1c0c2b11', version: 1 },
      { status: 201 },
    );
  }),
  http.get('*/api/species', () =>
    HttpResponse.json([], { headers: { 'Content-Range': 'species 0-0/0' } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCreate() {
  return render(
    <AdminContext
      dataProvider={withResourceRoutes(simpleRestProvider(API_PREFIX))}
      i18nProvider={portalI18nProvider}
    >
      <ResourceContextProvider value={species.route}>
        <EngineCreate definition={species} />
      </ResourceContextProvider>
    </AdminContext>,
  );
}

describe('the generated create form', { timeout: 20_000 }, () => {
  it("shows the definition's own messages and sends nothing while the body is invalid", async () => {
    renderCreate();
    // Save is enabled once the form is touched.
    await userEvent.type(await screen.findByLabelText('Family', {}, { timeout: 5000 }), 'Bovidae');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Common name is required')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Scientific name is required').length).toBeGreaterThan(0);
    expect(created).toEqual([]);
  });

  it("posts the parsed body, with the schema's defaults, to /api/species", async () => {
    renderCreate();
    await userEvent.type(
      await screen.findByLabelText('Common name', {}, { timeout: 5000 }),
      'Sable',
    );
    await userEvent.type(screen.getByLabelText('Scientific name'), 'Hippotragus niger');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      commonName: 'Sable',
      scientificName: 'Hippotragus niger',
      family: '',
      citesAppendix: 'none',
      topsListed: false,
      imageUrl: null,
    });
  });

  it("speaks the user's language: its labels and the schema's messages in French", async () => {
    await portalI18nProvider.changeLocale('fr');
    created.length = 0;
    try {
      renderCreate();
      await userEvent.type(
        await screen.findByLabelText('Famille', {}, { timeout: 5000 }),
        'Bovidae',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
      expect((await screen.findAllByText('Le nom commun est obligatoire')).length).toBeGreaterThan(
        0,
      );
      expect(screen.getByLabelText('Nom scientifique')).toBeInTheDocument();
      expect(created).toEqual([]);
    } finally {
      await portalI18nProvider.changeLocale('en');
    }
  });
});
