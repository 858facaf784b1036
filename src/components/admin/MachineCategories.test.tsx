import { fireEvent, screen, waitFor } from '@testing-library/react';

import { MachineCategories } from './MachineCategories.client';
import { renderInAdminScreen } from './test-support';

const addMachineCategoryAction = jest.fn();
const removeMachineCategoryAction = jest.fn();
jest.mock('@/app/(admin)/admin/_actions/machines', () => ({
  addMachineCategoryAction: (input: unknown) => addMachineCategoryAction(input),
  removeMachineCategoryAction: (input: unknown) => removeMachineCategoryAction(input),
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({}), usePathname: () => '/admin/machine/3' }));

beforeEach(() => jest.resetAllMocks());

describe('MachineCategories', () => {
  it('names the category when asking to remove it from the machine, and removes it only then, from the version shown', async () => {
    removeMachineCategoryAction.mockResolvedValue({ ok: true, data: null });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderInAdminScreen(
      <MachineCategories
        machineId={3}
        categories={[{ id: 4, name: 'Hydraulic presses' }]}
        available={[]}
        locale="en"
      />,
      { version: 6 },
    );
    const remove = screen.getByRole('button', { name: 'Remove: Hydraulic presses' });
    fireEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith('Remove the category “Hydraulic presses” from this machine?');
    expect(removeMachineCategoryAction).not.toHaveBeenCalled();
    fireEvent.click(remove);
    await waitFor(() =>
      expect(removeMachineCategoryAction).toHaveBeenCalledWith({ machineId: 3, categoryId: 4, version: 6 }),
    );
  });
});
