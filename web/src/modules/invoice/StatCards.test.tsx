import { render, screen } from '@testing-library/react';
import { StatCards } from './StatCards';

describe('StatCards', () => {
  it('shows the four cards, exposure in NZD without decimals', () => {
    render(<StatCards total={1234} overdue={0} pending={7} exposureNzd="98765.49" />);
    expect(screen.getByTestId('stat-total')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-pending')).toHaveTextContent('7');
    expect(screen.getByTestId('stat-exposure')).toHaveTextContent('$98,765');
    expect(screen.getByText('None overdue')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Overdue' }).closest('article')).not.toHaveClass('is-alert');
  });

  it('turns Overdue red above 0, and says so in words too', () => {
    render(<StatCards total={3} overdue={2} pending={1} exposureNzd="0" />);
    expect(screen.getByRole('heading', { name: 'Overdue' }).closest('article')).toHaveClass('is-alert');
    expect(screen.getByText('⚠ Needs attention')).toBeInTheDocument();
    expect(screen.getByTestId('stat-exposure')).toHaveTextContent('$0');
  });

  it('never invents an exposure figure it does not have', () => {
    render(<StatCards total={0} overdue={0} pending={0} exposureNzd={null} exposureNote="Exposure figures are not available yet" />);
    expect(screen.getByTestId('stat-exposure')).toHaveTextContent('—');
    expect(screen.getByText('Exposure figures are not available yet')).toBeInTheDocument();
  });
});
