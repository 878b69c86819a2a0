/**
 * The coupon form rule (spec §5): a coupon is submitted only when its code is not blank and the
 * form is valid. The view reads the rule's failure (form-rules.ts) to disable the add button.
 */
import { requiredStruct, type FieldStruct } from './field-rules';

export const couponCodeStruct: FieldStruct = requiredStruct('couponCode');
