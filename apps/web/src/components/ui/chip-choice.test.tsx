import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChipChoice } from './chip-choice';

function Types() {
  const [type, setType] = useState<string | null>('SLOT');
  return (
    <ChipChoice
      label="Types"
      options={[null, 'SLOT', 'LIVE']}
      value={type}
      onChange={setType}
      optionLabel={(code) => code ?? 'All'}
      scroll
    >
      <button type="button">extra</button>
    </ChipChoice>
  );
}

describe('ChipChoice', () => {
  it('shows the chosen chip pressed, chooses another on a click, "all" included', async () => {
    render(<Types />);
    const group = screen.getByRole('group', { name: 'Types' });
    expect(group).toHaveClass('chip-row', 'chip-row--scroll');
    const pressed = () =>
      screen.getAllByRole('button', { pressed: true }).map((chip) => chip.textContent);
    expect(pressed()).toEqual(['SLOT']);
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(pressed()).toEqual(['All']);
    await userEvent.click(screen.getByRole('button', { name: 'LIVE' }));
    expect(pressed()).toEqual(['LIVE']);
    expect(screen.getByRole('button', { name: 'extra' })).not.toHaveAttribute('aria-pressed');
  });
});
