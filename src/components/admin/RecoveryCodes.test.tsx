import { fireEvent, screen } from '@testing-library/react';

import { RecoveryCodes } from './RecoveryCodes.client';
import { renderInAdminScreen } from './test-support';

const codes = ['TVW8-BZWP-GQY0-2Z52', 'K3MD-7QXA-PL2R-99VE'];

describe('RecoveryCodes', () => {
  it('shows each code whole on a line of its own', () => {
    renderInAdminScreen(<RecoveryCodes codes={codes} />);
    const list = screen.getByTestId('recovery-codes');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(list).toHaveClass('font-mono', 'whitespace-nowrap');
  });

  it('copies the codes, one a line, and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInAdminScreen(<RecoveryCodes codes={codes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('The codes are copied.')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith('TVW8-BZWP-GQY0-2Z52\nK3MD-7QXA-PL2R-99VE\n');
  });

  it('says how else to keep them when the browser refuses the clipboard', async () => {
    const writeText = jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderInAdminScreen(<RecoveryCodes codes={codes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/could not be copied: select them/)).toHaveAttribute('role', 'status');
  });

  it('downloads them as a text file, one a line', () => {
    renderInAdminScreen(<RecoveryCodes codes={codes} />);
    const link = screen.getByRole('link', { name: 'Download (.txt)' });
    expect(link).toHaveAttribute('download', 'recovery-codes.txt');
    const href = link.getAttribute('href')!;
    expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(`${codes.join('\n')}\n`);
  });
});
