import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Message } from '../definition';
import type { Role } from '../../../shared/roles';
import { aProfile, json, sessionHandlers, setupApiMocks } from '../../../../tests/support/apiMocks';
import { renderWithPortal } from '../../../../tests/support/renderWithPortal';
import { MessageThread } from './MessageThread';

// docs/messages.md#screens: the thread oldest first, the box to write in with its files, and for
// staff the internal-note switch; msw answers for the server.
const server = setupApiMocks();
const ORDER = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0a01';
const ME = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0b01';
const LIAISON = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0b02';
const FILE = '0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0c01';

const aMessage = (n: number, overrides: Partial<Message>): Message => ({
  id: `0b7d4d4e-1c55-4f39-9b0a-5d8f6f1a0d0${n}`,
  version: 1,
  orderId: ORDER,
  irId: null,
  text: '',
  internal: false,
  fileIds: [],
  files: [],
  authorId: ME,
  authorName: 'Clara Client',
  fromStudio: false,
  postedAt: `2026-05-1${n}T09:00:00.000Z`,
  sharedOrderId: ORDER,
  sharedIrId: null,
  ...overrides,
});

const THREAD = [
  aMessage(1, { text: 'Where is my trophy?' }),
  aMessage(2, {
    text: 'At the tannery.\nBack next month.',
    authorId: LIAISON,
    authorName: 'Liam Liaison',
    fromStudio: true,
    files: [{ id: FILE, name: 'tannery.pdf', contentType: 'application/pdf', size: 10 }],
    fileIds: [FILE],
  }),
];

/** The thread of one order as `role`, keeping what was posted and each read mark. */
function openThread(role: Role, thread: Message[]) {
  const posted: Record<string, unknown>[] = [];
  const marks: string[] = [];
  const messages = [...thread];
  server.use(
    ...sessionHandlers(aProfile({ id: ME, roles: [role] })),
    http.get('/api/messages', () =>
      HttpResponse.json(messages, {
        headers: { 'Content-Range': `messages 0-${messages.length - 1}/${messages.length}` },
      }),
    ),
    http.post('/api/files', () =>
      json(
        {
          id: FILE,
          name: 'scan.pdf',
          contentType: 'application/pdf',
          size: 9,
          sha256: 'a'.repeat(64),
        },
        201,
      ),
    ),
    http.post('/api/messages', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posted.push(body);
      const message = aMessage(messages.length + 1, { text: String(body.text) });
      messages.push(message);
      return json(message, 201);
    }),
    http.put(`/api/orders/${ORDER}/read-mark`, () => {
      marks.push(ORDER);
      return json({ orderId: ORDER, readAt: '2026-05-20T09:00:00.000Z' });
    }),
  );
  renderWithPortal(<MessageThread thread={{ orderId: ORDER }} />);
  return { posted, marks };
}

const section = async () =>
  within(await screen.findByRole('region', { name: 'Messages' }, { timeout: 20_000 }));

describe('the thread of an order', { timeout: 60_000 }, () => {
  it('lists the messages oldest first: who, the text, the studio marked, files as links; and marks it read', async () => {
    const { marks } = openThread('client', THREAD);
    const thread = await section();
    const items = within(await thread.findByRole('list', { name: 'Conversation' })).getAllByRole(
      'listitem',
    );
    // Their own, once the profile says who they are.
    await waitFor(() => expect(items[0]).toHaveTextContent('You'));
    expect(items[0]).toHaveTextContent('Where is my trophy?');
    expect(items[1]).toHaveTextContent('Liam Liaison · Studio');
    expect(items[1]).toHaveTextContent('At the tannery. Back next month.');
    expect(within(items[1]!).getByRole('link', { name: 'tannery.pdf' })).toHaveAttribute(
      'href',
      `/api/files/${FILE}`,
    );
    await waitFor(() => expect(marks.length).toBeGreaterThan(0));
  });

  it('a client writes with a file and sends; no internal switch for them', async () => {
    const { posted } = openThread('client', THREAD);
    const thread = await section();
    expect(thread.queryByLabelText('Internal note (staff only)')).toBeNull();
    const user = userEvent.setup();
    await user.type(thread.getByLabelText('Write a message'), 'Here is my permit');
    await user.upload(
      thread.getByLabelText('Attach files'),
      new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await thread.findByRole('button', { name: 'Remove scan.pdf' });
    await waitFor(() => expect(thread.getByRole('button', { name: 'Send' })).toBeEnabled());
    await user.click(thread.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      orderId: ORDER,
      text: 'Here is my permit',
      internal: false,
      fileIds: [FILE],
    });
    expect(await thread.findByText('Here is my permit')).toBeInTheDocument();
    expect(thread.getByLabelText('Write a message')).toHaveValue('');
  });

  it('staff see internal notes marked as such and write one with the switch', async () => {
    const note = aMessage(3, {
      text: 'Chase the deposit',
      internal: true,
      authorId: LIAISON,
      authorName: 'Liam Liaison',
      fromStudio: true,
      sharedOrderId: null,
    });
    const { posted } = openThread('customerLiaison', [...THREAD, note]);
    const thread = await section();
    const items = within(await thread.findByRole('list', { name: 'Conversation' })).getAllByRole(
      'listitem',
    );
    expect(items[2]).toHaveTextContent('Internal note');
    expect(items[1]).toHaveTextContent('Liam Liaison');
    expect(items[1]).not.toHaveTextContent('Studio');
    const user = userEvent.setup();
    await user.type(thread.getByLabelText('Write a message'), 'Call her Monday');
    await user.click(await thread.findByLabelText('Internal note (staff only)'));
    await user.click(thread.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ text: 'Call her Monday', internal: true });
  });

  it('says so when there is nothing yet, and sends nothing empty', async () => {
    openThread('client', []);
    const thread = await section();
    expect(
      await thread.findByText('No messages yet. Ask the studio anything about it here.'),
    ).toBeInTheDocument();
    expect(thread.getByRole('button', { name: 'Send' })).toBeDisabled();
  });
});
