import StateKit
import StateKitUI
import SwiftUI
import Testing

@testable import UIKit

/// What a new iOS user wrote from Apple's documentation around StateKit (a download cell with an
/// activity indicator and Dynamic Type labels, a login form): each API as Apple documents it.
@MainActor
@Suite struct NewUserShimTests {
  enum DownloadState: Hashable, Sendable { case idle, downloading, failed }
  enum DownloadEvent: Hashable, Sendable { case start, fail, reset }

  static let downloadChart = try! Chart<DownloadState, DownloadEvent, Void>(initial: .idle) {
    State(.idle) { On(.start, to: .downloading) }
    State(.downloading) { On(.fail, to: .failed) }
    State(.failed) { On(.reset, to: .idle) }
  }

  // The cell of the user's file, laid out in `layOut()` rather than in an overriding initialiser
  // (that one needs `UITableViewCell.init(style:reuseIdentifier:)` designated, done elsewhere).
  final class DownloadCell: UITableViewCell {
    let titleLabel = UILabel()
    let statusLabel = UILabel()
    let spinner = UIActivityIndicatorView(style: .medium)
    var appearanceBinding: AppearanceBinding<DownloadState, DownloadCell>?

    func layOut() {
      selectionStyle = .none
      titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
      titleLabel.adjustsFontForContentSizeCategory = true
      statusLabel.adjustsFontForContentSizeCategory = true
      statusLabel.numberOfLines = 0
      statusLabel.textColor = .tertiaryLabel
      spinner.hidesWhenStopped = true
      spinner.color = .secondaryLabel
      for view in [titleLabel, statusLabel, spinner] as [UIView] {
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
      }
      let margins = contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
        statusLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1),
        statusLabel.bottomAnchor.constraint(
          greaterThanOrEqualToSystemSpacingBelow: margins.bottomAnchor, multiplier: 2),
        spinner.leadingAnchor.constraint(
          greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
        statusLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: margins.leadingAnchor, multiplier: 0.5),
        spinner.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }

    static let appearance = Appearance<DownloadState, DownloadCell> {
      Defaults {
        Assign(\.statusLabel.textColor, .tertiaryLabel)
        Assign(\.spinner, animating: false)
      }
      When(.downloading) { Assign(\.spinner, animating: true) }
      When(.failed) { Assign(\.statusLabel.textColor, .systemRed) }
    }
  }

  @Test func theDownloadCellLaysOutWithSystemSpacing() {
    let cell = DownloadCell(style: .default, reuseIdentifier: "DownloadCell")
    #expect(cell.selectionStyle == .default)
    #expect(cell.statusLabel.numberOfLines == 1)
    #expect(!cell.titleLabel.adjustsFontForContentSizeCategory)
    cell.layOut()
    #expect(cell.selectionStyle == .none)
    #expect(cell.statusLabel.numberOfLines == 0 && cell.titleLabel.numberOfLines == 1)
    #expect(cell.titleLabel.adjustsFontForContentSizeCategory)
    // Each label keeps its own values.
    #expect(UILabel().numberOfLines == 1 && !UILabel().adjustsFontForContentSizeCategory)

    let spacing = cell.contentView.constraints.filter {
      $0.firstItem === cell.statusLabel || $0.firstItem === cell.spinner
    }
    let below = spacing.first { $0.firstAttribute == .top }
    #expect(below?.secondItem === cell.titleLabel && below?.secondAttribute == .bottom)
    #expect(below?.relation == .equal && below?.constantValue == 8)
    let atLeastBelow = spacing.first { $0.firstAttribute == .bottom }
    #expect(atLeastBelow?.relation == .greaterThanOrEqual && atLeastBelow?.constantValue == 16)
    let after = spacing.first { $0.firstItem === cell.spinner && $0.firstAttribute == .leading }
    #expect(after?.secondItem === cell.titleLabel && after?.secondAttribute == .trailing)
    #expect(after?.relation == .greaterThanOrEqual && after?.constantValue == 8)
    let halfAfter = spacing.first { $0.firstItem === cell.statusLabel && $0.firstAttribute == .leading }
    #expect(halfAfter?.relation == .equal && halfAfter?.constantValue == 4)
  }

  @Test func anActivityIndicatorHasAStyleAndAColour() {
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.style == .large && large.color == nil)
    large.color = .systemRed
    #expect(large.color == .systemRed)
    // The initialisers a subclass of UIView keeps.
    #expect(UIActivityIndicatorView().style == .medium)
    #expect(UIActivityIndicatorView(frame: .zero).style == .medium)
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
  }

  @Test func theCellsAppearanceDrivesItsSpinnerAndColours() throws {
    let machine = StateMachine(Self.downloadChart, context: ())
    machine.start()
    let cell = DownloadCell(style: .default, reuseIdentifier: "DownloadCell")
    cell.layOut()
    cell.appearanceBinding = try DownloadCell.appearance.bind(to: machine, views: cell)
    #expect(!cell.spinner.isAnimating && cell.statusLabel.textColor == .tertiaryLabel)
    machine.send(.start)
    #expect(cell.spinner.isAnimating)
    machine.send(.fail)
    #expect(!cell.spinner.isAnimating && cell.statusLabel.textColor == .systemRed)
    #expect(UIColor.tertiaryLabel != UIColor.secondaryLabel)
  }

  @Test func aTableViewSizesItsRowsAutomaticallyUnlessTold() {
    let table = UITableView(frame: .zero, style: .plain)
    #expect(table.rowHeight == UITableView.automaticDimension)
    table.rowHeight = 64
    #expect(table.rowHeight == 64)
    #expect(UITableView(frame: .zero, style: .plain).rowHeight == UITableView.automaticDimension)
  }

  // The login form of the user's SwiftUI file: a form with a secure field, events sent on change,
  // the machine started when the view appears.
  enum LoginState: Hashable, Sendable { case editing, submitting }
  enum LoginEvent: Hashable, Sendable { case edited, submit }

  @Observable final class LoginFields {
    var email = ""
    var password = ""
  }

  struct LoginView: View {
    let machine: StateMachine<LoginState, LoginEvent, Void>
    @Bindable var fields: LoginFields

    var body: some View {
      Form {
        TextField("Email", text: $fields.email)
        SecureField(text: $fields.password) { Text("Password") }
        Button("Log in") { machine.send(.submit) }
      }
      .onChange(of: fields.email) { _, _ in machine.send(.edited) }
      .onAppear { machine.start() }
    }
  }

  @Test func theLoginFormStartsItsMachineWhenItAppears() throws {
    let chart = try Chart<LoginState, LoginEvent, Void>(initial: .editing) {
      State(.editing) {
        On(.edited)
        On(.submit, to: .submitting)
      }
      State(.submitting)
    }
    let machine = StateMachine(chart, context: ())
    let view = LoginView(machine: machine, fields: LoginFields())
    let appearing = try #require(
      view.body
        as? ModifiedContent<
          ModifiedContent<Form<TupleView<(TextField<Text>, SecureField<Text>, Button<Text>)>>, _ViewEvent>, _ViewEvent
        >)
    guard case .appear(let action?) = appearing.modifier else {
      Issue.record("onAppear kept no action")
      return
    }
    #expect(!machine.isStarted)
    action()
    #expect(machine.isStarted)
  }

  @Test func onChangeGivesTheOldAndNewValueAndRunsInitiallyWhenAsked() throws {
    var seen: [(String, String)] = []
    let changed = Text("Email").onChange(of: "a@b.c", initial: true) { old, new in seen.append((old, new)) }
    let modified = try #require(changed as? ModifiedContent<Text, _ViewEvent>)
    guard case .change(let initial, let action) = modified.modifier else {
      Issue.record("onChange kept no action")
      return
    }
    #expect(initial)
    action()
    #expect(seen.count == 1 && seen[0] == ("a@b.c", "a@b.c"))
    let notInitially = try #require(Text("x").onChange(of: 1) { _, _ in } as? ModifiedContent<Text, _ViewEvent>)
    guard case .change(let runsInitially, _) = notInitially.modifier else { return }
    #expect(!runsInitially)
  }
}
