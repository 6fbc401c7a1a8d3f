import Detent

/// A day of the proleptic Gregorian calendar: the combined value of a ``DatePicker``.
///
/// A plain value (no Foundation, no time zone): `year`, `month` 1…12, `day` 1…31.
public struct CalendarDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var year: Int
    /// 1 (January) … 12 (December).
    public var month: Int
    /// 1 … `daysInMonth(_:year:)`.
    public var day: Int

    public init(year: Int, month: Int, day: Int) { self.year = year; self.month = month; self.day = day }

    /// Whether the day exists: month 1…12 and day 1…days in that month.
    package var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= GregorianCalendar.daysInMonth(month, year: year)
    }

    /// The date as one number, `yyyymmdd` (29 February 2024 is 20240229): what replay
    /// summaries and frames carry as a date picker's value.
    package var number: Int { year * 10_000 + month * 100 + day }

    /// ``number`` as a Double, exactly: where Int is 32 bits (the module) ``number`` overflows
    /// past year ±214,748, and a date picker's years go to ±999,999.
    package var numberValue: Double { Double(year) * 10_000 + Double(month * 100 + day) }

    /// The date of a ``number`` (`yyyymmdd`); not checked for validity. Where Int is 32 bits the
    /// year is clamped to its range (the number comes from a caller, up to ±1e15). The year is
    /// the number over 10,000 rounded down, as ``numberValue`` adds `mmdd` to a negative year's
    /// `year × 10,000` (-5-03-01 is -49,699; truncated, it read as year -4, month -96).
    package init(number: Int64) {
        let year = number >= 0 ? number / 10_000 : (number + 1) / 10_000 - 1
        let mmdd = number - year * 10_000   // 0 ... 9,999
        self.init(year: Int(clamping: year), month: Int(mmdd / 100), day: Int(mmdd % 100))
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool { a.numberValue < b.numberValue }

    /// ISO 8601: `2024-02-29`.
    public var description: String { ("\(year)-\(twoDigits(month))-\(twoDigits(day))" as Message).text }
}

/// A time of day on a 24-hour clock: the combined value of a ``TimePicker``.
public struct ClockTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// 0 … 23.
    public var hour: Int
    /// 0 … 59.
    public var minute: Int

    public init(hour: Int, minute: Int) { self.hour = hour; self.minute = minute }

    /// The time as one number, `hhmm` (13:05 is 1305).
    package var number: Int { hour * 100 + minute }

    /// The time of a ``number`` (`hhmm`); not checked for validity (the hour clamped to Int's
    /// range, as ``CalendarDate/init(number:)``'s year).
    package init(number: Int64) { self.init(hour: Int(clamping: number / 100), minute: Int(number % 100)) }

    /// Whether hour is 0…23 and minute 0…59.
    package var isValid: Bool { (0...23).contains(hour) && (0...59).contains(minute) }

    public static func < (a: ClockTime, b: ClockTime) -> Bool { a.number < b.number }

    /// `13:05`.
    public var description: String { ("\(twoDigits(hour)):\(twoDigits(minute))" as Message).text }
}

/// `n` written on two digits at least ("07", "12"), for the dates' and times' descriptions
/// and the time picker's labels. Out of line: one copy for the dates', times' and time picker's uses.
@inline(never)
func twoDigits(_ n: Int) -> String {
    guard n < 10 else { return String(n) }
    return ("0\(n)" as Message).text
}

/// The rules of the proleptic Gregorian calendar the date picker keeps.
package enum GregorianCalendar {
    /// Whether `year` has a 29 February: divisible by 4, except centuries not divisible by
    /// 400 (2024 and 2000 are leap years, 2100 and 1900 are not).
    package static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The days in `month` (1…12) of `year`: 28 or 29 for February, 30 for April, June,
    /// September and November, 31 for the others (and for a month out of range).
    package static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// English month names, January first (what the date picker's month wheel shows). Static
    /// strings, so the table is constant data (an array of String is built at run time).
    package static let monthNames: [StaticString] = ["January", "February", "March", "April", "May", "June", "July",
                                                     "August", "September", "October", "November", "December"]
}
