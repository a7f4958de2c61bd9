import { messageArea } from '../../messages/area.ts';

/**
 * Messages of the budget (预算) calls. A refusal names whose budget and which period by a scope
 * key put in its `field` place, so one message serves the four (本公司/您的 × 本月/本年度).
 */
export default messageArea(
  {
    'field.budgetScope': '预算对象',
    'field.budgetPeriod': '预算周期',
    'field.budgetAmount': '预算金额（元）',
    'budgetScope.companyMonth': '本公司本月',
    'budgetScope.companyYear': '本公司本年度',
    'budgetScope.accountMonth': '您的本月',
    'budgetScope.accountYear': '您的本年度',
    'budgetScope.month': '本月',
    'budgetScope.year': '本年度',
    budgetShort: '超出{field}预算，剩余可用 ¥{left}',
    budgetShortOf: '超出采购员 {username} 的{field}预算，剩余可用 ¥{left}',
    budgetTooLarge: '预算金额不能超过 {max} 元',
    budgetSaved: '预算已保存',
    budgetRemoved: '预算已删除',
    budgetMainOnly: '主账号不设个人预算，其订单计入本公司预算',
  },
  {
    'field.budgetScope': 'whose budget',
    'field.budgetPeriod': 'budget period',
    'field.budgetAmount': 'budget amount (¥)',
    'budgetScope.companyMonth': "the company's monthly",
    'budgetScope.companyYear': "the company's yearly",
    'budgetScope.accountMonth': 'your monthly',
    'budgetScope.accountYear': 'your yearly',
    'budgetScope.month': 'monthly',
    'budgetScope.year': 'yearly',
    budgetShort: 'Over {field} budget: ¥{left} left',
    budgetShortOf: "Over purchaser {username}'s {field} budget: ¥{left} left",
    budgetTooLarge: 'A budget cannot be over ¥{max}',
    budgetSaved: 'Budget saved',
    budgetRemoved: 'Budget removed',
    budgetMainOnly: "The main account has no budget of its own: its orders count against the company's",
  },
);
