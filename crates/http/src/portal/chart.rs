//! The 30-day chart of an action's verifications: inline SVG made on the server, so it
//! reads without JavaScript. Every value is text in the SVG (bar labels, axis labels and
//! a `<title>` per bar), which screen readers and text searches see too.

use std::fmt::Write;

use humanid_core::figures::DayCount;

const WIDTH: usize = 620;
const HEIGHT: usize = 180;
const LEFT: usize = 40;
const BOTTOM: usize = 24;
const TOP: usize = 16;

/// A y-axis top that is a round number at least `max` (1, 2, 5 × 10^n), so the labels read well.
fn axis_top(max: i64) -> i64 {
    let mut step = 1;
    loop {
        for m in [1, 2, 5] {
            if m * step >= max {
                return (m * step).max(1);
            }
        }
        step *= 10;
    }
}

/// The chart of `days` (oldest first) as an `<svg>` element.
pub fn verifications_chart(days: &[DayCount]) -> String {
    let total: i64 = days.iter().map(|d| d.verifications).sum();
    let top = axis_top(days.iter().map(|d| d.verifications).max().unwrap_or(0));
    let plot_h = HEIGHT - TOP - BOTTOM;
    let slot = (WIDTH - LEFT) as f64 / days.len().max(1) as f64;
    let (first, last) = match (days.first(), days.last()) {
        (Some(f), Some(l)) => (f.day.to_string(), l.day.to_string()),
        _ => (String::new(), String::new()),
    };
    let mut svg = String::with_capacity(8 * 1024);
    let _ = write!(
        svg,
        r#"<svg class="chart" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" role="img" aria-label="Verifications per day from {first} to {last}: {total} in all" xmlns="http://www.w3.org/2000/svg">"#
    );
    let base = TOP + plot_h;
    let _ = write!(
        svg,
        r#"<line x1="{LEFT}" y1="{base}" x2="{WIDTH}" y2="{base}" stroke="currentColor"/><line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{base}" stroke="currentColor"/><text x="{x}" y="{ty}" text-anchor="end" font-size="11">{top}</text><text x="{x}" y="{base}" text-anchor="end" font-size="11">0</text>"#,
        x = LEFT - 4,
        ty = TOP + 4,
    );
    for (i, d) in days.iter().enumerate() {
        let h = (d.verifications as f64 / top as f64 * plot_h as f64).round();
        let x = LEFT as f64 + i as f64 * slot + 1.0;
        let y = base as f64 - h;
        let _ = write!(
            svg,
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" fill="currentColor" opacity="0.7"><title>{day}: {n}</title></rect>"#,
            w = (slot - 2.0).max(1.0),
            day = d.day,
            n = d.verifications,
        );
        if d.verifications > 0 {
            let _ = write!(
                svg,
                r#"<text x="{cx:.1}" y="{ly:.1}" text-anchor="middle" font-size="10">{n}</text>"#,
                cx = x + slot / 2.0 - 1.0,
                ly = y - 2.0,
                n = d.verifications,
            );
        }
        // Date labels on the last day (today) and every seven days before it.
        if (days.len() - 1 - i).is_multiple_of(7) {
            // Today's label ends at the right edge rather than spilling past it.
            let (anchor, lx) = if i + 1 == days.len() {
                ("end", x + slot - 1.0)
            } else {
                ("middle", x + slot / 2.0 - 1.0)
            };
            let _ = write!(
                svg,
                r#"<text x="{lx:.1}" y="{ly}" text-anchor="{anchor}" font-size="10">{md}</text>"#,
                ly = HEIGHT - 6,
                md = d.day.format("%m-%d"),
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use chrono::{Days, NaiveDate};

    use super::*;

    fn days(counts: &[i64]) -> Vec<DayCount> {
        let first = NaiveDate::from_ymd_opt(2026, 10, 25).unwrap_or_default();
        counts
            .iter()
            .enumerate()
            .map(|(i, &n)| DayCount {
                day: first + Days::new(i as u64),
                verifications: n,
            })
            .collect()
    }

    #[test]
    fn axis_tops_are_round_and_never_below_the_maximum() {
        let tops: Vec<i64> = [0, 1, 2, 3, 7, 10, 11, 99, 101].map(axis_top).to_vec();
        assert_eq!(tops, [1, 1, 2, 5, 10, 10, 20, 100, 200]);
    }

    #[test]
    fn the_chart_has_a_bar_per_day_with_its_date_and_count_as_text() {
        let mut counts = vec![0; 30];
        counts[3] = 4;
        counts[29] = 7;
        let svg = verifications_chart(&days(&counts));
        assert_eq!(svg.matches("<rect").count(), 30);
        assert!(svg.contains("<title>2026-10-28: 4</title>"), "{svg}");
        assert!(svg.contains("<title>2026-11-23: 7</title>"));
        assert!(svg.contains("<title>2026-10-26: 0</title>"));
        assert!(svg.contains("from 2026-10-25 to 2026-11-23: 11 in all"));
        // Axis: 0 and the round top (10); today and every seventh day before it, so no
        // two date labels crowd each other.
        assert!(svg.contains(">10</text>") && svg.contains(">0</text>"));
        for shown in ["10-26", "11-02", "11-09", "11-16", "11-23"] {
            assert!(svg.contains(&format!(">{shown}</text>")), "{shown}");
        }
        assert!(!svg.contains(">11-22</text>") && !svg.contains(">10-25</text>"));
        assert!(
            svg.contains(r#"x="620.0" y="174" text-anchor="end" font-size="10">11-23</text>"#),
            "today's label ends at the right edge: {svg}"
        );
        // Values written above the bars that have any.
        assert!(svg.contains(">4</text>") && svg.contains(">7</text>"));
    }

    #[test]
    fn the_tallest_bar_fills_the_plot_and_an_empty_day_has_no_height() {
        let mut counts = vec![0; 30];
        counts[0] = 10;
        let svg = verifications_chart(&days(&counts));
        let plot = (HEIGHT - TOP - BOTTOM) as f64;
        assert!(svg.contains(&format!(r#"height="{plot:.1}""#)), "{svg}");
        assert!(svg.contains(r#"height="0.0""#));
    }
}
