import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  type ExpenseDraft,
  formatAmountInput,
  parseAmount,
  splitNit,
  toLocalInput,
} from './expense-form';

const NOW = new Date(2026, 4, 4, 12, 0);
const TOLL = { id: 1, name: 'Peaje', requiresReceipt: true, capCop: 100_000 };
const OTHER = { id: 8, name: 'Otros', requiresReceipt: false, capCop: null };

const draft = (over: Partial<ExpenseDraft> = {}): ExpenseDraft => ({
  typeId: '1',
  amount: '12.500',
  when: toLocalInput(new Date(2026, 4, 4, 9, 30)),
  beneficiaryName: ' Peajes del Norte ',
  nit: '',
  dv: '',
  receiptNumber: 'A-1',
  note: '',
  photoCount: 1,
  ...over,
});

describe('amount input', () => {
  it('groups whole pesos es-CO while typing and drops everything else', () => {
    expect(formatAmountInput('1234567')).toBe('1.234.567');
    expect(formatAmountInput('$ 12.5009')).toBe('125.009');
    expect(formatAmountInput('00450')).toBe('450');
    expect(formatAmountInput('abc')).toBe('');
    expect(formatAmountInput('99999999999999999')).toBe('9.999.999.999.999');
  });

  it('reads whole pesos back', () => {
    expect(parseAmount('$ 1.234.567')).toBe(1_234_567);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('0')).toBeNull();
  });
});

describe('splitNit', () => {
  it('takes the check digit typed after a dash and drops the mask', () => {
    expect(splitNit('900.123.456-8', '')).toEqual({ nit: '900123456', dv: '8' });
    expect(splitNit('900 123 456', ' 8 ')).toEqual({ nit: '900123456', dv: '8' });
  });
});

describe('checkDraft', () => {
  it('gives the values to send for a valid expense', () => {
    const { errors, values } = checkDraft(draft({ nit: '900123456', dv: '8' }), TOLL, NOW);
    expect(errors).toEqual({});
    expect(values).toEqual({
      expenseTypeId: 1,
      amountCop: 12_500,
      occurredAt: new Date(2026, 4, 4, 9, 30),
      beneficiaryName: 'Peajes del Norte',
      beneficiaryNit: '900123456',
      beneficiaryDv: 8,
      receiptNumber: 'A-1',
      note: '',
    });
  });

  it('refuses a check digit that is not the DIAN one, or one without a NIT', () => {
    expect(checkDraft(draft({ nit: '900123456', dv: '7' }), TOLL, NOW).errors.dv).toBe(
      'El dígito de verificación no corresponde al NIT',
    );
    expect(checkDraft(draft({ dv: '8' }), TOLL, NOW).errors.dv).toBeDefined();
    expect(checkDraft(draft({ nit: '12-34' }), TOLL, NOW).errors.nit).toBe(
      'El NIT debe tener solo dígitos (entre 5 y 15)',
    );
  });

  it('applies the type: its cap and its receipt photo', () => {
    const over = checkDraft(draft({ amount: '100.001' }), TOLL, NOW);
    expect(over.errors.amount).toBe('El valor supera el tope por gasto de este tipo ($ 100.000)');
    expect(over.values).toBeNull();
    expect(checkDraft(draft({ photoCount: 0 }), TOLL, NOW).errors.photoCount).toBe(
      'Este tipo de gasto exige la foto del recibo',
    );
    expect(checkDraft(draft({ typeId: '8', photoCount: 0, amount: '5.000.000' }), OTHER, NOW).errors).toEqual(
      {},
    );
    expect(checkDraft(draft({ photoCount: 6 }), TOLL, NOW).errors.photoCount).toBe(
      'Máximo 5 fotos por gasto',
    );
  });

  it('asks for a type, an amount and a time the server will take', () => {
    const { errors } = checkDraft(draft({ amount: '', when: '' }), undefined, NOW);
    expect(Object.keys(errors).sort()).toEqual(['amount', 'typeId', 'when']);
    expect(
      checkDraft(draft({ when: toLocalInput(new Date(2026, 4, 4, 12, 30)) }), TOLL, NOW).errors.when,
    ).toMatch(/posteriores/);
    expect(
      checkDraft(draft({ when: toLocalInput(new Date(2026, 3, 1, 12, 0)) }), TOLL, NOW).errors.when,
    ).toMatch(/30 días/);
  });
});
