import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalI18nProvider } from '../../../client/i18n/portalI18nProvider';
import { FilePicker } from './FilePicker';

// docs/documents.md "Screens": several files at once, by drag and drop, by choosing them, or from
// the phone's camera.

const renderPicker = (onFiles: (files: File[]) => void) =>
  render(
    <I18nContextProvider value={portalI18nProvider}>
      <FilePicker onFiles={onFiles} />
    </I18nContextProvider>,
  );

const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('the file picker', () => {
  it('takes every file dropped on it at once', () => {
    const onFiles = vi.fn();
    renderPicker(onFiles);
    const files = [pdf('register.pdf'), pdf('permit.pdf')];
    fireEvent.drop(screen.getByRole('region', { name: 'Drop files here' }), {
      dataTransfer: { files },
    });
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it('takes several chosen files at once', async () => {
    const onFiles = vi.fn();
    renderPicker(onFiles);
    const files = [pdf('a.pdf'), pdf('b.pdf')];
    await userEvent.upload(screen.getByLabelText('Choose files'), files);
    expect(onFiles).toHaveBeenCalledWith(files);
  });

  it("opens the phone's back camera for a photo", async () => {
    const onFiles = vi.fn();
    renderPicker(onFiles);
    const camera = screen.getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
    const photo = new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' });
    await userEvent.upload(camera, photo);
    expect(onFiles).toHaveBeenCalledWith([photo]);
  });

  describe('in French', () => {
    afterEach(() => portalI18nProvider.changeLocale('en'));

    it('names its drop zone and its buttons in French', async () => {
      await portalI18nProvider.changeLocale('fr');
      const onFiles = vi.fn();
      renderPicker(onFiles);
      expect(screen.getByRole('region', { name: 'Déposez les fichiers ici' })).toHaveTextContent(
        'Déposez des PDF ou des photos ici, ou',
      );
      const files = [pdf('permis.pdf')];
      await userEvent.upload(screen.getByLabelText('Choisir des fichiers'), files);
      expect(onFiles).toHaveBeenCalledWith(files);
      expect(screen.getByLabelText('Prendre une photo')).toHaveAttribute('capture', 'environment');
    });
  });
});
