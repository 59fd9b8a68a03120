import { MSG, type TPendingApprover } from '@trazo/shared';

/** What a pending account is told, by who activates it (a company's own account: the platform admin). */
export function pendingTexts(approver: TPendingApprover | null | undefined) {
  return approver === 'administrador'
    ? {
        text: MSG.pendingActivationTextAdmin,
        step: MSG.pendingStepApprovalAdmin,
        hint: MSG.pendingActivationHintAdmin,
        access: MSG.accessTextAdmin,
      }
    : {
        text: MSG.pendingActivationText,
        step: MSG.pendingStepApproval,
        hint: MSG.pendingActivationHint,
        access: MSG.accessText,
      };
}
