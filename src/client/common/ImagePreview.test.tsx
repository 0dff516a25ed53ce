import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInConsole } from '../../../tests/support/renderInConsole';
import { ImagePreview } from './ImagePreview';

describe('ImagePreview opens the image at 260x240 by default', () => {
  it('opens the image enlarged at 260x240 by default', async () => {
    renderInConsole(<ImagePreview src="/files/kudu.jpg" alt="Kudu" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Kudu' }));
    const enlarged = screen.getAllByRole('img', { name: 'Kudu' }).at(-1);
    expect(enlarged).toHaveAttribute('src', '/files/kudu.jpg');
    expect(enlarged).toHaveStyle({ width: '260px', height: '240px' });
  });

  it('takes another size when told', async () => {
    renderInConsole(<ImagePreview src="/files/kudu.jpg" alt="Kudu" width={600} height={400} />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Kudu' }));
    expect(screen.getAllByRole('img', { name: 'Kudu' }).at(-1)).toHaveStyle({
      width: '600px',
      height: '400px',
    });
  });

  it('shows a placeholder when there is no image', async () => {
    renderInConsole(<ImagePreview src={null} alt="Eland" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preview Eland' }));
    const placeholder = screen.getAllByRole('img', { name: 'Eland: no image' }).at(-1);
    expect(placeholder).toHaveTextContent('No image');
    expect(placeholder).toHaveStyle({ width: '260px', height: '240px' });
  });
});
