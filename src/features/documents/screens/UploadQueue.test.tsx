import { render, screen, within } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import { expect, it } from 'vitest';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { UploadQueue } from './UploadQueue';

const file = (name: string) => new File(['x'], name, { type: 'application/pdf' });

it("shows each file's progress while it goes up, and how it ended", () => {
  render(
    <I18nContextProvider value={portalI18nProvider}>
      <UploadQueue
        queue={[
          { file: file('register.pdf'), progress: 0.42, state: 'uploading' },
          { file: file('vet.pdf'), progress: 1, state: 'saved' },
          { file: file('scan.exe'), progress: 0, state: 'failed', error: 'Send a PDF or a photo' },
          { file: file('permit.pdf'), progress: 0, state: 'waiting' },
        ]}
      />
    </I18nContextProvider>,
  );
  const items = within(screen.getByRole('list', { name: 'Files to upload' })).getAllByRole(
    'listitem',
  );
  expect(items.map((item) => item.textContent)).toEqual([
    'register.pdf42 %',
    'vet.pdfSaved',
    'scan.exeSend a PDF or a photo',
    'permit.pdfWaiting',
  ]);
  expect(screen.getByRole('progressbar', { name: 'Progress of register.pdf' })).toHaveAttribute(
    'aria-valuenow',
    '42',
  );
});
