/** The public face of the live-chat inbox feature: the only file other features import. */
import type { RouteObject } from 'react-router';
import { createElement } from 'react';
import { ChatInboxRoute } from './routes/chat-inbox-route';

export const CHAT_INBOX_ROUTES: RouteObject[] = [
  { path: 'chat', element: createElement(ChatInboxRoute) },
];
