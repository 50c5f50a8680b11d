import type { TPermissionResponse } from '@lw/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { closeChat, useChatState } from './chat-store';
import { LiveChatLinks } from './components/live-chat-links';

const channels = [
  { csType: 'CS1', kind: 'livechat', label: { en: 'Live chat' }, path: 'https://chat.example/' },
  { csType: 'CS2', kind: 'line', label: { en: 'LINE' }, path: 'https://line.me/x' },
] as unknown as TPermissionResponse['customerService'];

function State() {
  const { open } = useChatState();
  return <output aria-label="chat state">{open ? 'open' : 'closed'}</output>;
}

describe('customer-service channels and the chat window', () => {
  it('opens the site chat for a livechat channel and leaves other channels to their link', () => {
    closeChat();
    render(
      <>
        <LiveChatLinks channels={channels}>
          <a href="https://chat.example/">Live chat</a>
          <a href="https://line.me/x" target="_blank" rel="noreferrer">
            LINE
          </a>
        </LiveChatLinks>
        <State />
      </>,
    );
    const line = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByText('LINE').dispatchEvent(line);
    expect(line.defaultPrevented).toBe(false);
    expect(screen.getByLabelText('chat state')).toHaveTextContent('closed');

    fireEvent.click(screen.getByText('Live chat'));
    expect(screen.getByLabelText('chat state')).toHaveTextContent('open');
    closeChat();
  });
});
