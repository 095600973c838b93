import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNavigator } from '@/lib/navigation';
import { offerUpgrade, useUpgradeOffer } from '@/stores/upgrade-offer';
import { UpgradeDialog } from './upgrade-dialog';

afterEach(() => {
  useUpgradeOffer.getState().close();
  setNavigator(null);
});

describe('UpgradeDialog', () => {
  it('says why over the screen, and goes to the plans only when asked', () => {
    const went: string[] = [];
    setNavigator({ navigate: (to) => went.push(to), pathname: () => '/pages/1' });
    render(<UpgradeDialog />);
    act(() => offerUpgrade('Print is only available on the paid plan.'));
    expect(screen.getByRole('dialog', { name: 'Upgrade to keep going' })).toBeTruthy();
    expect(screen.getByText('Print is only available on the paid plan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'See the plans' }));
    expect(went).toEqual(['/checkout']);
    expect(useUpgradeOffer.getState().reason).toBeNull();
  });
});
