import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { approvalRuleSchema } from '../../../common/areas/approval-rules/index.ts';
import { message, toLocale } from '../../../common/messages.ts';
import type { ScreenHandle } from '../../components/screen-breadcrumb.tsx';
import { getLocale } from '../../i18n/middleware.server.ts';
import { i18nFor } from '../../i18n/instance.server.ts';
import { checkForm, invalid, refusedBy } from '../../lib/forms.server.ts';
import { orRefusalPage } from '../../lib/not-found.server.ts';
import { redirectWithToast } from '../../toast.server.ts';
import { approvalRuleApi } from './approval-rule-api.server.ts';
import { RuleForm } from './rule-form.tsx';
import { ruleSentence } from './rule-sentence.ts';
import { AUDIT_TRAIL_PATH, APPROVAL_RULES_PATH } from './paths.ts';
import './approval-rules.css';
import type { Route } from './+types/user-center.approvalRules';

export const handle: ScreenHandle = { breadcrumb: 'approvalRules.title' };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = { request, context };
  const title = i18nFor(context).getFixedT(getLocale(context))('approvalRules.pageTitle');
  const [rule, categories] = await Promise.all([
    orRefusalPage(approvalRuleApi.rule(ctx)),
    orRefusalPage(approvalRuleApi.categories(ctx)),
  ]);
  return { title, rule, categories };
}

/** The rule saved, checked first as the browser checked it; a refusal comes back on the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const formData = await request.formData();
  const submission = checkForm(formData, approvalRuleSchema(locale));
  if (submission.status !== 'success') return invalid(submission.reply());
  try {
    await approvalRuleApi.save({ request, context }, formData);
  } catch (error) {
    return refusedBy(error, submission);
  }
  return redirectWithToast(request, APPROVAL_RULES_PATH, {
    type: 'success',
    message: message(locale, 'approvalRuleSaved'),
  });
}

/** 审批规则: the company's rule in a sentence, and the main account's form to change it. */
export default function ApprovalRules({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { rule, categories } = loaderData;
  const summary = ruleSentence(rule, toLocale(i18n.language));
  return (
    <section aria-labelledby="approval-rule-title" className="approval-rules">
      <Title order={1} size="h3" id="approval-rule-title">
        {t('approvalRules.title')}
      </Title>
      <Text c="dimmed" size="sm">
        {t('approvalRules.intro')}
      </Text>
      <div className="approval-rule-current">
        <p>{t('approvalRules.current', { rule: summary })}</p>
        <p>
          {rule.updatedBy
            ? t('approvalRules.updated', { who: rule.updatedBy, time: rule.updatedAt })
            : t('approvalRules.never')}
        </p>
      </div>
      <RuleForm rule={rule} categories={categories} lastResult={actionData?.result} />
      <p>
        <Link to={AUDIT_TRAIL_PATH}>{t('approvalRules.auditLink')}</Link>
      </p>
    </section>
  );
}
