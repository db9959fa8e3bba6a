//! Numbers written into style attributes, with integer arithmetic only. Printing or parsing a
//! float with `format!` or `str::parse` links core's float tables into the page's module (about
//! 10 KB gzip that barely compresses, issue #15's first load); the page needs neither.

/// `x` with `places` decimals (at most 6), rounded half away from zero: `decimal(0.8704, 3)` is
/// `"0.870"`, `decimal(-1.5, 2)` is `"-1.50"`.
pub fn decimal(x: f64, places: u32) -> String {
    let places = places.min(6);
    let scale = 10i64.pow(places);
    let n = (x * scale as f64).round() as i64;
    let sign = if n < 0 { "-" } else { "" };
    let n = n.unsigned_abs();
    let scale = scale.unsigned_abs();
    if places == 0 {
        format!("{sign}{n}")
    } else {
        format!("{sign}{}.{:0w$}", n / scale, n % scale, w = places as usize)
    }
}

/// Reads back what [`decimal`] wrote with 3 places, as thousandths: `"0.870"` is 870.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn thousandths(s: &str) -> Option<u32> {
    let (whole, fraction) = s.split_once('.').unwrap_or((s, "000"));
    if fraction.len() != 3 {
        return None;
    }
    let whole: u32 = whole.parse().ok()?;
    let fraction: u32 = fraction.parse().ok()?;
    whole.checked_mul(1000)?.checked_add(fraction)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_written_as_format_would() {
        for (x, places) in
            [(0.8704, 3), (0.87, 3), (1.0, 3), (-1.5, 2), (0.0, 2), (2.5, 2), (-0.26, 1), (12.0, 0)]
        {
            assert_eq!(decimal(x, places), format!("{x:.p$}", p = places as usize), "{x} to {places}");
        }
        // A tie rounds away from zero (format! rounds it to even).
        assert_eq!(decimal(-0.25, 1), "-0.3");
        assert_eq!(decimal(-0.0004, 3), "0.000");
        assert_eq!(decimal(0.6, 3), "0.600");
    }

    #[test]
    fn thousandths_read_back_what_was_written() {
        for k in [0u32, 1, 600, 870, 999, 1000] {
            assert_eq!(thousandths(&decimal(f64::from(k) / 1000.0, 3)), Some(k));
        }
        assert_eq!(thousandths("1"), Some(1000));
        for bad in ["", ".", "0.87", "x.870", "0.8700", "-0.870"] {
            assert_eq!(thousandths(bad), None, "{bad}");
        }
    }
}
