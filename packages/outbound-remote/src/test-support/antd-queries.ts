/**
 * The text of the antd Statistic titled `title`: its number alone (`'value'`), or with its prefix and suffix
 * (`'content'`); null while it is not shown.
 */
export function statisticText(title: string, part: 'value' | 'content' = 'value'): string | null {
  const statistic = Array.from(document.querySelectorAll('.ant-statistic')).find(
    (element) => element.querySelector('.ant-statistic-title')?.textContent === title,
  );
  const selector = part === 'value' ? '.ant-statistic-content-value' : '.ant-statistic-content';
  return statistic?.querySelector(selector)?.textContent ?? null;
}
