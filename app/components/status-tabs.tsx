import { Link } from 'react-router';
import './status-tabs.css';

/**
 * A list's status tabs (我的订单, 售后服务): links along a red rule, the current one filled. Each tab
 * is a link to the list in that state, so a tab is a URL and works without scripts.
 */
export function StatusTabs({
  label,
  tabs,
  current,
}: {
  /** What the tabs choose, for the navigation's name. */
  label: string;
  tabs: { name: string; to: string; label: string }[];
  current: string;
}) {
  return (
    <nav className="status-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <Link key={tab.name} to={tab.to} aria-current={tab.name === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
