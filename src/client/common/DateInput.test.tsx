import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { portalI18nProvider } from '../i18n/portalI18nProvider';
import { DateInput } from './DateInput';

const renderDateForm = () =>
  render(
    <AdminContext store={memoryStore()} i18nProvider={portalI18nProvider}>
      <Form mode="onChange">
        <DateInput source="huntedOn" label="Hunted on" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );

describe('DateInput accepts 1900-01-01 to 2099-12-31 only', () => {
  it('offers only dates from 1900-01-01 to 2099-12-31 in the browser picker', () => {
    renderDateForm();
    const input = screen.getByLabelText('Hunted on');
    expect(input).toHaveAttribute('min', '1900-01-01');
    expect(input).toHaveAttribute('max', '2099-12-31');
  });

  it.each(['1899-12-31', '2100-01-01'])('says the range when %s is entered', async (date) => {
    renderDateForm();
    fireEvent.change(screen.getByLabelText('Hunted on'), { target: { value: date } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a date from 1900-01-01 to 2099-12-31')).toBeVisible();
  });

  it('takes a date inside the range without a word', async () => {
    renderDateForm();
    fireEvent.change(screen.getByLabelText('Hunted on'), { target: { value: '2099-12-31' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText(/Enter a date from/)).toBeNull();
  });
});
