import * as accounts from '@portal/shared/accounts-contracts';
import { newIdempotencyKey } from '../../../lib/api-client.ts';
import { call } from '../../../lib/api-contract.ts';

export const login = (body: { email: string; password: string }) => call(accounts.login, { body, auth: false });
/** One submit, one Idempotency-Key (decision 2506). */
export const signup = (body: { email: string; password: string }) => call(accounts.signup, { body, auth: false, idempotencyKey: newIdempotencyKey() });
export const confirmEmail = (token: string) => call(accounts.confirmEmail, { body: { token }, auth: false });
export const unlockDevice = (token: string) => call(accounts.unlock, { body: { token }, auth: false });
export const resendConfirmation = (email: string) => call(accounts.resendConfirmation, { body: { email }, auth: false });
export const forgotPassword = (email: string) => call(accounts.forgotPassword, { body: { email }, auth: false });
export const resetPassword = (token: string, password: string) => call(accounts.resetPassword, { body: { token, password }, auth: false });
