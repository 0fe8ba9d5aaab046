//! What a `User-Agent` says about the browser a session signed in with, in the words 'Where
//! you're signed in' shows: the device ("iPhone", "Android phone", "Windows computer") and the
//! browser ("Chrome", "Safari"). Only the common browsers of a school's families and staff are
//! named; anything else is "Unknown device" / "Unknown browser".

/// The device and browser named by `user_agent`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// "iPhone", "iPad", "Android phone", "Android tablet", "Windows computer", "Mac",
    /// "Chromebook", "Linux computer" or "Unknown device".
    pub device: &'static str,
    /// "Edge", "Opera", "Samsung Internet", "Firefox", "Chrome", "Safari" or "Unknown browser".
    pub browser: &'static str,
}

/// Reads the device and browser out of a `User-Agent` header.
pub fn describe(user_agent: &str) -> Device {
    Device { device: device(user_agent), browser: browser(user_agent) }
}

fn device(ua: &str) -> &'static str {
    if ua.contains("iPhone") || ua.contains("iPod") {
        "iPhone"
    } else if ua.contains("iPad") {
        "iPad"
    } else if ua.contains("Android") {
        // Android phones' browsers say "Mobile"; tablets' do not.
        if ua.contains("Mobile") {
            "Android phone"
        } else {
            "Android tablet"
        }
    } else if ua.contains("CrOS") {
        "Chromebook"
    } else if ua.contains("Windows") {
        "Windows computer"
    } else if ua.contains("Macintosh") || ua.contains("Mac OS X") {
        "Mac"
    } else if ua.contains("Linux") || ua.contains("X11") {
        "Linux computer"
    } else {
        "Unknown device"
    }
}

fn browser(ua: &str) -> &'static str {
    // Order matters: Edge, Opera and Samsung Internet also say "Chrome" and "Safari"; Chrome
    // says "Safari"; Chrome and Firefox on an iPhone say "CriOS" and "FxiOS".
    if ua.contains("Edg/") || ua.contains("EdgA/") || ua.contains("EdgiOS/") {
        "Edge"
    } else if ua.contains("OPR/") || ua.contains("Opera") {
        "Opera"
    } else if ua.contains("SamsungBrowser/") {
        "Samsung Internet"
    } else if ua.contains("Firefox/") || ua.contains("FxiOS/") {
        "Firefox"
    } else if ua.contains("Chrome/") || ua.contains("CriOS/") || ua.contains("HeadlessChrome/") {
        "Chrome"
    } else if ua.contains("Safari/") {
        "Safari"
    } else {
        "Unknown browser"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(ua: &str) -> (&'static str, &'static str) {
        let Device { device, browser } = describe(ua);
        (device, browser)
    }

    #[test]
    fn the_common_browsers_of_phones_and_computers_are_named() {
        let cases = [
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
                ("iPhone", "Safari"),
            ),
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
                ("iPhone", "Chrome"),
            ),
            (
                "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
                ("iPad", "Safari"),
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
                ("Android phone", "Samsung Internet"),
            ),
            (
                "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
                ("Android phone", "Chrome"),
            ),
            (
                "Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
                ("Android tablet", "Chrome"),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56",
                ("Windows computer", "Edge"),
            ),
            (
                "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
                ("Windows computer", "Opera"),
            ),
            ("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0", ("Windows computer", "Firefox")),
            (
                "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
                ("Mac", "Safari"),
            ),
            (
                "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
                ("Chromebook", "Chrome"),
            ),
            (
                "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
                ("Linux computer", "Chrome"),
            ),
        ];
        for (ua, expected) in cases {
            assert_eq!(seen(ua), expected, "{ua}");
        }
    }

    #[test]
    fn anything_else_is_unknown() {
        assert_eq!(seen(""), ("Unknown device", "Unknown browser"));
        assert_eq!(seen("curl/8.5.0"), ("Unknown device", "Unknown browser"));
    }
}
