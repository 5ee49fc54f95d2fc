import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { toDateParam } from '@minda/contracts/rules/stay-dates';
import { StayEditor } from './stay-editor.tsx';

const today = toDateParam(new Date());
const value = { checkInAt: addDaysToDate(today, 10), checkOutAt: addDaysToDate(today, 12), occupancy: [{ adult: 2, children: [] }] };

describe('StayEditor', () => {
  it('applies more adults, a child with an age and a second room', () => {
    const onApply = vi.fn();
    render(<StayEditor value={value} onApply={onApply} />);
    fireEvent.click(screen.getByRole('button', { name: '객실 1 성인 늘리기' }));
    fireEvent.click(screen.getByRole('button', { name: '객실 1 아동 늘리기' }));
    fireEvent.change(screen.getByRole('combobox', { name: '객실 1 아동 1 나이' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '객실 추가' }));
    fireEvent.click(screen.getByRole('button', { name: '요금 확인' }));
    expect(onApply).toHaveBeenCalledWith({ ...value, occupancy: [{ adult: 3, children: [5] }, { adult: 2, children: [] }] });
  });

  it('keeps adults within 1-14 and asks for a child age before applying', () => {
    const onApply = vi.fn();
    render(<StayEditor value={{ ...value, occupancy: [{ adult: 1, children: [] }] }} onApply={onApply} />);
    expect((screen.getByRole('button', { name: '객실 1 성인 줄이기' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '객실 1 아동 늘리기' }));
    fireEvent.click(screen.getByRole('button', { name: '요금 확인' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('아동의 나이를 선택해 주세요.');
  });

  it('refuses 29 nights with the widget wording', () => {
    const onApply = vi.fn();
    render(<StayEditor value={value} onApply={onApply} />);
    fireEvent.change(screen.getByLabelText('체크아웃'), { target: { value: addDaysToDate(value.checkInAt, 29) } });
    fireEvent.click(screen.getByRole('button', { name: '요금 확인' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('29일 이내');
  });
});
