import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, stubApi } from '../../../test/api-stub';
import { renderWithProviders } from '../games-test-kit';
import { useLaunchGame } from './launch-game';

function Probe() {
  const { launch } = useLaunchGame();
  const location = useLocation();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          launch(
            { nodeId: 3, vassalage: 'HOUSE', maintenance: false, displayName: 'Lucky Fruits' },
            'real',
          )
        }
      >
        play
      </button>
      <output data-testid="where">{location.pathname + location.hash}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('launching a game of our own', () => {
  it('opens the in-site page the server answers (house studio) in place, not in the /seamless frame', async () => {
    signIn();
    stubApi({
      'POST /api/games/launch': {
        body: {
          url: '/house/lucky-fruits#session=abc',
          mode: 'real',
          openIn: 'iframe',
          currency: 'THB',
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<Probe />);
    await user.click(screen.getByRole('button', { name: 'play' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/house/lucky-fruits#session=abc'),
    );
  });
});
