import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../../tests/support/renderInConsole';
import { DocumentPreview } from './DocumentPreview';

// docs/documents.md "Screens": an image in the image preview popup, a PDF in the browser's own
// viewer; both download by name.

const FILE = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0f01';

describe("a document's preview", () => {
  it('opens a photo in the image preview popup', async () => {
    renderInConsole(
      <DocumentPreview
        document={{
          title: 'Passport',
          fileId: FILE,
          fileName: 'passport.jpg',
          fileContentType: 'image/jpeg',
        }}
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Preview Passport' }));
    expect(screen.getByRole('dialog')).toContainElement(
      screen.getAllByRole('img', { name: 'Passport' }).at(-1)!,
    );
    expect(screen.getAllByRole('img', { name: 'Passport' }).at(-1)).toHaveAttribute(
      'src',
      `/api/files/${FILE}`,
    );
  });

  it("shows a PDF in the browser's own viewer and downloads it by name", () => {
    renderInConsole(
      <DocumentPreview
        document={{
          title: 'Permit',
          fileId: FILE,
          fileName: 'permit.pdf',
          fileContentType: 'application/pdf',
        }}
      />,
    );
    expect(screen.getByTitle('Permit')).toHaveAttribute('src', `/api/files/${FILE}`);
    expect(screen.getByRole('link', { name: 'Download permit.pdf' })).toHaveAttribute(
      'download',
      'permit.pdf',
    );
  });
});
