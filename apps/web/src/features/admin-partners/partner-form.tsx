import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { z } from 'zod';
import { AdminPartnerCreateSchema, PARTNER_KIND_LABELS, PARTNER_KINDS, type AdminPartnerCreate, type AdminPartnerDetail, type AdminPartnerPatch } from '@minda/contracts/admin-partners';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { FormEnd, FormField, fieldAria } from '../../ui/list-kit/form-field.tsx';
import kit from '../../ui/list-kit/list-kit.module.css';

/** An edit keeps the saved account unless a new number is typed (the saved one is never sent back to the screen). */
const EditSchema = AdminPartnerCreateSchema.omit({ loginId: true, password: true, name: true }).extend({
  accountNumber: AdminPartnerCreateSchema.shape.accountNumber.or(z.literal('')),
});
type CreateInput = z.input<typeof AdminPartnerCreateSchema>;
type Field = keyof CreateInput;
const FIELDS: readonly Field[] = ['loginId', 'password', 'name', 'type', 'businessName', 'representative', 'businessNumber', 'mailOrderNumber', 'businessAddress', 'contactPhone', 'contactEmail', 'bankName', 'accountHolder', 'accountNumber', 'commissionRate'];
const ERRORS = { fields: FIELDS, fallback: '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.' } satisfies ServerErrorPlaces<Field>;

const EMPTY: CreateInput = {
  loginId: '', password: '', name: '', type: 'stay', businessName: '', representative: '', businessNumber: '', mailOrderNumber: '', businessAddress: '',
  contactPhone: '', contactEmail: '', bankName: '', accountHolder: '', accountNumber: '', commissionRate: 15,
};
/** An edit's values hold no login fields: the edit schema is strict, and they are not the business's. */
const valuesOf = (p: AdminPartnerDetail): CreateInput => ({
  accountNumber: '',
  type: p.type ?? 'stay', businessName: p.businessName, representative: p.representative, businessNumber: p.businessNumber, mailOrderNumber: p.mailOrderNumber,
  businessAddress: p.businessAddress, contactPhone: p.contactPhone, contactEmail: p.contactEmail, bankName: p.bankName, accountHolder: p.accountHolder, commissionRate: p.commissionRate,
}) as CreateInput;

type Props =
  | { partner?: undefined; pending: boolean; error: unknown; onSave: (body: AdminPartnerCreate) => Promise<unknown> }
  | { partner: AdminPartnerDetail; pending: boolean; error: unknown; onSave: (patch: AdminPartnerPatch) => Promise<unknown> };

/**
 * A partner's manager login (new partners) and business: checked by the contract (사업자등록번호's check digit, the
 * commission to one decimal) as the server checks it. An edit sends only what changed; the account only when typed.
 */
export function PartnerForm(props: Props) {
  const editing = props.partner !== undefined;
  const { register, handleSubmit, setError, formState, reset } = useForm<CreateInput, unknown, AdminPartnerCreate>({
    // The edit form has no login fields: its schema lacks them, and its output is the patch's fields.
    resolver: zodResolver((editing ? EditSchema : AdminPartnerCreateSchema) as typeof AdminPartnerCreateSchema),
    defaultValues: props.partner ? valuesOf(props.partner) : EMPTY,
  });
  const fail = (error: unknown) => setServerFieldErrors(error, setError, ERRORS);
  const submit = async (values: AdminPartnerCreate) => {
    if (!props.partner) {
      await props.onSave(values).catch(fail);
      return;
    }
    const changed = (Object.keys(formState.dirtyFields) as Field[]).filter((field) => formState.dirtyFields[field] && !(field === 'accountNumber' && values.accountNumber === ''));
    if (changed.length === 0) return;
    const patch = Object.fromEntries(changed.map((field) => [field, values[field]])) as AdminPartnerPatch;
    await props.onSave(patch).then(() => reset({ ...values, accountNumber: '' }), fail);
  };
  const errors: FieldErrors<CreateInput> = formState.errors;
  const aria = (name: Field) => fieldAria(`partner-${name}`, errors[name]?.message);
  const field = (name: Field, label: string, input: ReactNode, options: { wide?: boolean; hint?: string } = {}) => (
    <FormField id={`partner-${name}`} label={label} error={errors[name]?.message} {...options}>
      {input}
    </FormField>
  );
  const input = (name: Exclude<Field, 'type' | 'commissionRate'>, extra: object = {}) => <input {...extra} {...aria(name)} {...register(name)} />;
  const alert = placeServerError(props.error, ERRORS).alert;
  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate className={kit.form} aria-label={editing ? '파트너 정보 수정' : '파트너 등록'}>
      {editing ? null : (
        <>
          {field('loginId', '관리자 아이디', input('loginId', { autoComplete: 'off' }), { hint: '파트너가 관리자 화면에 로그인할 아이디' })}
          {field('password', '첫 비밀번호', input('password', { type: 'password', autoComplete: 'new-password' }))}
          {field('name', '표시 이름', input('name'), { hint: '숙소 페이지의 호스트 이름 (2~12자)' })}
        </>
      )}
      {field(
        'type',
        '파트너 종류',
        <select {...aria('type')} {...register('type')}>
          {PARTNER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {PARTNER_KIND_LABELS[kind]}
            </option>
          ))}
        </select>,
      )}
      {field('businessName', '상호', input('businessName'))}
      {field('representative', '대표자', input('representative'))}
      {field('businessNumber', '사업자등록번호', input('businessNumber', { inputMode: 'numeric', placeholder: '000-00-00000' }))}
      {field('mailOrderNumber', '통신판매업 신고번호', input('mailOrderNumber'), { hint: '해외 사업자는 “해당 없음”' })}
      {field('businessAddress', '사업장 주소', input('businessAddress'), { wide: true })}
      {field('contactPhone', '연락처', input('contactPhone', { inputMode: 'tel' }))}
      {field('contactEmail', '이메일', input('contactEmail', { type: 'email' }))}
      {field('bankName', '정산 은행', input('bankName'))}
      {field('accountHolder', '예금주', input('accountHolder'))}
      {field('accountNumber', '계좌번호', input('accountNumber', { inputMode: 'numeric', autoComplete: 'off' }), {
        hint: props.partner?.accountMasked ? `저장된 계좌 ${props.partner.accountMasked}. 바꿀 때만 입력하세요.` : '저장하면 뒤 네 자리만 보입니다.',
      })}
      {field('commissionRate', '수수료율 (%)', <input type="number" step={0.1} min={0} max={50} {...aria('commissionRate')} {...register('commissionRate', { valueAsNumber: true })} />)}
      <FormEnd alert={alert} submit={editing ? '변경 내용 저장' : '파트너 등록'} disabled={props.pending || (editing && !formState.isDirty)} />
    </form>
  );
}
