import { seedExpenseTypes } from '../../modules/money/expense-types';
import type { Db } from '../database';

// Trip money's demo (issue 11): the expense catalogue of both transport companies.

export async function seedDemoMoney(tx: Db, customerIds: number[]): Promise<void> {
  for (const customerId of customerIds) await seedExpenseTypes(tx, customerId);
}
