import { screen } from '@testing-library/react';
import { Form } from 'react-admin';
import { expect, it } from 'vitest';
import { renderInConsole, userWithRoles } from '../../../../tests/support/renderInConsole';
import { GpsButton } from './GpsButton';

const renderWith = (values: Record<string, unknown>) =>
  renderInConsole(
    <Form defaultValues={values}>
      <GpsButton />
    </Form>,
    { user: userWithRoles('collector') },
  );

it('says a new IR has no position yet, never the position text with its places unfilled', async () => {
  renderWith({});
  expect(await screen.findByText('No position yet')).toBeInTheDocument();
  expect(document.body.textContent).not.toContain('%{');
});

it('shows the position an IR holds', async () => {
  renderWith({ latitude: -25.746, longitude: 28.188 });
  expect(await screen.findByText('Position -25.746, 28.188')).toBeInTheDocument();
});
